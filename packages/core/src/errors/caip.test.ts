import { describe, expect, test } from 'vitest'
import { LatchError } from './base.ts'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.ts'

describe('CAIP errors', () => {
  test.each([
    {
      name: 'InvalidCaipAddressError',
      error: new InvalidCaipAddressError({ value: 'eip155:1' }),
      shortMessage: 'Invalid CAIP-10 address',
    },
    {
      name: 'InvalidCaipNetworkIdError',
      error: new InvalidCaipNetworkIdError({ value: 'eip155' }),
      shortMessage: 'Invalid CAIP-2 network id',
    },
  ])('$name has its name and exact short message', ({ name, error, shortMessage }) => {
    expect(error).toBeInstanceOf(LatchError)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(shortMessage)
  })

  test('keeps the refused value in details for developers', () => {
    const error = new InvalidCaipAddressError({ value: 'eip155:1' })
    expect(error.value).toBe('eip155:1')
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid CAIP-10 address
      Details: Received "eip155:1"."
    `)
  })
})

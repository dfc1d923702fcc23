import { expect, test } from 'vitest'
import { LatchError } from './base.ts'
import { InvalidChainIdError } from './name.ts'

test('InvalidChainIdError carries the SPEC text and the refused chain id', () => {
  const error = new InvalidChainIdError({ chainId: 2 ** 31 })
  expect(error).toBeInstanceOf(LatchError)
  expect(error.name).toBe('InvalidChainIdError')
  expect(error.shortMessage).toBe('Invalid chainId')
  expect(error.chainId).toBe(2147483648)
  expect(error.message).toMatchInlineSnapshot(`
    "Invalid chainId
    Details: Received 2147483648; expected an integer from 0 to 2147483647."
  `)
})

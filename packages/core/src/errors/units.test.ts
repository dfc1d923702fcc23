import { describe, expect, test } from 'vitest'
import { LatchError } from './base.ts'
import { InvalidDecimalNumberError, InvalidDecimalsError, TooManyDecimalsError } from './units.ts'

describe('unit errors', () => {
  test.each([
    {
      name: 'InvalidDecimalNumberError',
      error: new InvalidDecimalNumberError({ value: '1.2.3' }),
      shortMessage: 'Invalid decimal number',
    },
    {
      name: 'TooManyDecimalsError',
      error: new TooManyDecimalsError({ value: '1.234', decimals: 2 }),
      shortMessage: 'Too many decimal places',
    },
    {
      name: 'InvalidDecimalsError',
      error: new InvalidDecimalsError({ decimals: -1 }),
      shortMessage: 'Invalid decimals',
    },
  ])('$name has its name and short message', ({ name, error, shortMessage }) => {
    expect(error).toBeInstanceOf(LatchError)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(shortMessage)
  })

  test('TooManyDecimalsError says how many digits were allowed', () => {
    expect(
      new TooManyDecimalsError({ value: '1.234', decimals: 2 }).message,
    ).toMatchInlineSnapshot(`
      "Too many decimal places
      Details: "1.234" has more than 2 fraction digits."
    `)
  })
})

import { describe, expect, test } from 'vitest'
import { InvalidDecimalNumberError } from '../errors/units.ts'
import { toDecimalString } from './toDecimalString.ts'

describe('toDecimalString', () => {
  test.each([
    ['an integer string', '42', '42'],
    ['a fraction', '1.50', '1.50'],
    ['a leading dot', '.5', '.5'],
    ['a trailing dot', '5.', '5.'],
    ['a negative string', '-3.25', '-3.25'],
    ['a plus sign', '+3', '+3'],
    ['an exponent', '1e-7', '1e-7'],
    [
      'a huge integer string, untouched',
      '123456789012345678901234567890',
      '123456789012345678901234567890',
    ],
    ['a number', 1.5, '1.5'],
    ['a tiny number (exponent form)', 1e-7, '1e-7'],
    ['negative zero', -0, '0'],
  ])('accepts %s', (_case, value, expected) => {
    expect(toDecimalString(value)).toBe(expected)
  })

  test.each([
    ['empty', ''],
    ['spaces around', ' 12 '],
    ['hex', '0x10'],
    ['a thousands separator', '1,000'],
    ['two dots', '1.2.3'],
    ['a lone dot', '.'],
    ['a lone sign', '-'],
    ['letters', 'abc'],
    ['Infinity as text', 'Infinity'],
    ['an exponent past a double (Intl shows ∞)', '1e309'],
    ['a negative one', '-1.5e400'],
    ['NaN as text', 'NaN'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('throws InvalidDecimalNumberError for %s', (_case, value) => {
    expect(() => toDecimalString(value)).toThrow(InvalidDecimalNumberError)
  })
})

import { describe, expect, test } from 'vitest'
import { InvalidDecimalNumberError } from '../errors/units.ts'
import { formatQuantity } from './formatQuantity.ts'

describe('formatQuantity', () => {
  test.each([
    ['a whole number gets 3 zeros', 2, '2.000'],
    ['rounds to 3 decimals', '1.23456', '1.235'],
    ['rounds half away from zero', '0.0005', '0.001'],
    ['groups thousands en-US', '1234567.1', '1,234,567.100'],
    ['zero', '0', '0.000'],
    ['a value below the last decimal', '0.0004', '0.000'],
    ['a tiny negative shows no minus', '-0.0004', '0.000'],
    ['a negative', -12.5, '-12.500'],
    ['an 18-decimal wei-like string', '0.000000000000000001', '0.000'],
    [
      'a huge decimal string keeps every digit',
      '123456789012345678901234.56789',
      '123,456,789,012,345,678,901,234.568',
    ],
    ['a bigint-sized integer string', `${2n ** 96n}`, '79,228,162,514,264,337,593,543,950,336.000'],
    ['an exponent string', '1e3', '1,000.000'],
  ])('%s: %j → %s', (_case, value, expected) => {
    expect(formatQuantity(value)).toBe(expected)
  })

  test.each([['abc'], [''], [' 1 '], ['1,000'], [Number.NaN]])(
    'throws InvalidDecimalNumberError for %j',
    (value) => {
      expect(() => formatQuantity(value)).toThrow(InvalidDecimalNumberError)
    },
  )
})

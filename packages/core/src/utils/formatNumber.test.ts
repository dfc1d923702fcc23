import { describe, expect, test } from 'vitest'
import { InvalidDecimalNumberError } from '../errors/units.ts'
import { formatNumber } from './formatNumber.ts'

describe('formatNumber', () => {
  test.each([
    ['a whole number gets 2 zeros', 3, '3.00'],
    ['one decimal is padded', 1234.5, '1,234.50'],
    ['rounds to 2 decimals', '0.125', '0.13'],
    ['rounds down below half', '0.124', '0.12'],
    ['zero (a testnet balance)', 0, '0.00'],
    ['a tiny negative shows no minus', -0.001, '0.00'],
    ['a negative', '-1000', '-1,000.00'],
    [
      'a huge decimal string keeps every digit',
      '98765432109876543210.987',
      '98,765,432,109,876,543,210.99',
    ],
  ])('%s: %j → %s', (_case, value, expected) => {
    expect(formatNumber(value)).toBe(expected)
  })

  test.each([['1.2.3'], [''], ['$5'], [Number.POSITIVE_INFINITY]])(
    'throws InvalidDecimalNumberError for %j',
    (value) => {
      expect(() => formatNumber(value)).toThrow(InvalidDecimalNumberError)
    },
  )
})

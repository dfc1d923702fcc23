import { describe, expect, test } from 'vitest'
import { InvalidDecimalNumberError } from '../errors/units.ts'
import { formatUsd } from './formatUsd.ts'

describe('formatUsd', () => {
  test.each([
    ['a whole number', 3, '$3.00'],
    ['grouping and padding', '1234.5', '$1,234.50'],
    ['rounds to cents', '19.999', '$20.00'],
    ['zero', '0', '$0.00'],
    ['less than a cent', 0.004, '$0.00'],
    ['a negative', -3, '-$3.00'],
    ['a tiny negative shows no minus', '-0.001', '$0.00'],
    ['millions', 7500000, '$7,500,000.00'],
  ])('%s: %j → %s', (_case, value, expected) => {
    expect(formatUsd(value)).toBe(expected)
  })

  test.each([['abc'], [''], ['$5'], [Number.NaN]])(
    'throws InvalidDecimalNumberError for %j',
    (value) => {
      expect(() => formatUsd(value)).toThrow(InvalidDecimalNumberError)
    },
  )
})

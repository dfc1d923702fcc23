import { describe, expect, test } from 'vitest'
import {
  InvalidDecimalNumberError,
  InvalidDecimalsError,
  TooManyDecimalsError,
} from '../errors/units.ts'
import { formatUnits } from './formatUnits.ts'
import { parseUnits } from './parseUnits.ts'

describe('parseUnits', () => {
  test.each([
    ['one ether', '1', 18, 10n ** 18n],
    ['1.5 ether', '1.5', 18, 1_500_000_000_000_000_000n],
    ['one wei', '0.000000000000000001', 18, 1n],
    ['a leading dot', '.5', 6, 500_000n],
    ['a trailing dot', '2.', 6, 2_000_000n],
    ['zero', '0', 18, 0n],
    ['zero with decimals', '0.000', 6, 0n],
    ['leading zeros', '007.5', 1, 75n],
    ['all decimals used', '1.234567', 6, 1_234_567n],
    ['trailing zeros beyond decimals are exact', '1.50', 1, 15n],
    ['0 decimals', '42', 0, 42n],
    ['a huge amount, exact', '79228162514.264337593543950337', 18, 2n ** 96n + 1n],
  ])('%s: %j with %i decimals → %s', (_case, value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  test.each([
    ['two dots', '1.2.3'],
    ['empty', ''],
    ['a lone dot', '.'],
    ['a negative', '-1'],
    ['a plus sign', '+1'],
    ['an exponent', '1e18'],
    ['spaces', ' 1'],
    ['a thousands separator', '1,000'],
    ['a comma decimal', '1,5'],
    ['letters', 'abc'],
    ['hex', '0x10'],
  ])('%s (%j) throws InvalidDecimalNumberError', (_case, value) => {
    expect(() => parseUnits(value, 18)).toThrow(InvalidDecimalNumberError)
  })

  test.each([
    ['7 digits for 6 decimals', '1.2345678', 6],
    ['a fraction for 0 decimals', '1.5', 0],
    ['19 digits for 18 decimals', '0.0000000000000000001', 18],
  ])('%s throws TooManyDecimalsError', (_case, value, decimals) => {
    expect(() => parseUnits(value, decimals)).toThrow(TooManyDecimalsError)
  })

  test.each([[-1], [2.5]])('decimals %s throws InvalidDecimalsError', (decimals) => {
    expect(() => parseUnits('1', decimals)).toThrow(InvalidDecimalsError)
  })

  test.each([
    ['1.5', 18],
    ['0.000001', 6],
    ['123456789.987654321', 9],
  ])('round-trips %s through formatUnits', (value, decimals) => {
    expect(formatUnits(parseUnits(value, decimals), decimals)).toBe(value)
  })
})

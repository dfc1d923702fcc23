import { describe, expect, test } from 'vitest'
import { InvalidDecimalsError } from '../errors/units.ts'
import { formatUnits } from './formatUnits.ts'

describe('formatUnits', () => {
  test.each([
    ['one ether', 10n ** 18n, 18, '1'],
    ['1.5 ether', 1_500_000_000_000_000_000n, 18, '1.5'],
    ['one wei', 1n, 18, '0.000000000000000001'],
    ['zero', 0n, 18, '0'],
    ['USDC with 6 decimals', 1_234_567n, 6, '1.234567'],
    ['trailing zeros are dropped', 1_230_000n, 6, '1.23'],
    ['0 decimals', 42n, 0, '42'],
    ['a negative value', -1_500_000n, 6, '-1.5'],
    ['a negative value below one', -5n, 3, '-0.005'],
    ['beyond 2^64, exact', 2n ** 96n + 1n, 18, '79228162514.264337593543950337'],
    ['lamports (9 decimals)', 2_000_000_001n, 9, '2.000000001'],
  ])('%s: %s with %i decimals → %s', (_case, value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  test.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'decimals %s throws InvalidDecimalsError',
    (decimals) => {
      expect(() => formatUnits(1n, decimals)).toThrow(InvalidDecimalsError)
    },
  )
})

import { InvalidDecimalsError } from '../errors/units.ts'

/**
 * Turns an integer amount in a token's smallest unit into decimal text, exactly: no float, no
 * rounding, no trailing zeros (`1500000000000000000n`, 18 → `'1.5'`). Negative values keep their
 * sign. Throws `InvalidDecimalsError` unless `decimals` is a non-negative integer.
 *
 * @example
 * formatUnits(1_500_000n, 6) // '1.5'
 * formatUnits(1n, 18) // '0.000000000000000001'
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new InvalidDecimalsError({ decimals })
  const sign = value < 0n ? '-' : ''
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}

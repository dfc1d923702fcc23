import { toDecimalString } from './toDecimalString.ts'

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})

/**
 * A number for display in en-US format with exactly 2 decimals (SPEC §5 Display). Numeric
 * strings are formatted exactly. Throws `InvalidDecimalNumberError` for anything that is not a
 * decimal number.
 *
 * @example
 * formatNumber(1234.5) // '1,234.50'
 */
export function formatNumber(value: number | string): string {
  return NUMBER_FORMAT.format(toDecimalString(value))
}

import { toDecimalString } from './toDecimalString.ts'

const USD_FORMAT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})

/**
 * A US-dollar amount for display: en-US format, `$` sign and exactly 2 decimals (SPEC §5
 * Display). Numeric strings are formatted exactly. Throws `InvalidDecimalNumberError` for
 * anything that is not a decimal number.
 *
 * @example
 * formatUsd('1234.5') // '$1,234.50'
 * formatUsd(-3) // '-$3.00'
 */
export function formatUsd(value: number | string): string {
  return USD_FORMAT.format(toDecimalString(value))
}

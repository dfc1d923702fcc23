import { numberFormat } from './intlFormat.ts'
import { toDecimalString } from './toDecimalString.ts'

/**
 * A US-dollar amount for display with exactly 2 decimals (SPEC §5 Display): `$1,234.50` in
 * English (en-US), the locale's own way of writing dollars otherwise (`'de'`: `1.234,50 $`).
 * Numeric strings are formatted exactly. Throws `InvalidDecimalNumberError` for anything that is
 * not a decimal number.
 *
 * @example
 * formatUsd('1234.5') // '$1,234.50'
 * formatUsd(-3) // '-$3.00'
 */
export function formatUsd(value: number | string, locale = 'en'): string {
  return numberFormat(locale, 'usd', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(toDecimalString(value))
}

import { numberFormat } from './intlFormat.ts'
import { toDecimalString } from './toDecimalString.ts'

/**
 * A number for display with exactly 2 decimals (SPEC §5 Display): en-US for English, the
 * locale's own separators otherwise. Numeric strings are formatted exactly. Throws
 * `InvalidDecimalNumberError` for anything that is not a decimal number.
 *
 * @example
 * formatNumber(1234.5) // '1,234.50'
 * formatNumber(1234.5, 'fr') // '1 234,50'
 */
export function formatNumber(value: number | string, locale = 'en'): string {
  return numberFormat(locale, 'number', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(toDecimalString(value))
}

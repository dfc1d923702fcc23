import { numberFormat } from './intlFormat.ts'
import { toDecimalString } from './toDecimalString.ts'

/** Fraction digits a token quantity shows (SPEC §5 Display). */
export const QUANTITY_FRACTION_DIGITS = 3

/**
 * A token quantity for display: grouped and with exactly 3 decimals, rounded half away from
 * zero (SPEC §5 "Quantities show 3 decimals"; a fixed count keeps a column of balances
 * aligned). English is en-US; another `locale` uses its own separators (`'de'`: `1.234,568`). A
 * tiny negative rounds to "0.000", not "-0.000". Numeric strings are formatted exactly, digit for
 * digit, however long. Throws `InvalidDecimalNumberError` for anything that is not a decimal
 * number.
 *
 * @example
 * formatQuantity('1234.56789') // '1,234.568'
 * formatQuantity(2) // '2.000'
 * formatQuantity('1234.5', 'de') // '1.234,500'
 */
export function formatQuantity(value: number | string, locale = 'en'): string {
  return numberFormat(locale, 'quantity', {
    minimumFractionDigits: QUANTITY_FRACTION_DIGITS,
    maximumFractionDigits: QUANTITY_FRACTION_DIGITS,
  }).format(toDecimalString(value))
}

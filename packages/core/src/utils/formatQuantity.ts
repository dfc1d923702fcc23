import { toDecimalString } from './toDecimalString.ts'

/** Fraction digits a token quantity shows (SPEC §5 Display). */
export const QUANTITY_FRACTION_DIGITS = 3

// One formatter for the module: building an Intl.NumberFormat is the slow part.
const QUANTITY_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: QUANTITY_FRACTION_DIGITS,
  maximumFractionDigits: QUANTITY_FRACTION_DIGITS,
  // A tiny negative rounds to "0.000", not "-0.000".
  signDisplay: 'negative',
})

/**
 * A token quantity for display: en-US grouping and exactly 3 decimals, rounded half away from
 * zero (SPEC §5 "Quantities show 3 decimals"; a fixed count keeps a column of balances
 * aligned). Numeric strings are formatted exactly, digit for digit, however long. Throws
 * `InvalidDecimalNumberError` for anything that is not a decimal number.
 *
 * @example
 * formatQuantity('1234.56789') // '1,234.568'
 * formatQuantity(2) // '2.000'
 */
export function formatQuantity(value: number | string): string {
  return QUANTITY_FORMAT.format(toDecimalString(value))
}

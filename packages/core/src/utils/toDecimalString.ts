import { InvalidDecimalNumberError } from '../errors/units.ts'

/** A decimal number as text: optional sign, digits with an optional fraction, optional exponent. */
const DECIMAL = /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/

/**
 * Checks a number or numeric text and returns it as text `Intl.NumberFormat` formats exactly
 * (ES2023 formats numeric strings as exact decimals, so balances like
 * `'123456789012345678901.5'` keep every digit). Throws {@link InvalidDecimalNumberError} for
 * non-finite numbers and for text `Intl` would quietly turn into something else (`' 12 '`,
 * `'0x10'`, `'1,000'`, `''`, `'1e309'`, which it shows as '∞').
 *
 * @example
 * toDecimalString('1.50') // '1.50'
 * toDecimalString(Number.NaN) // throws InvalidDecimalNumberError
 */
export function toDecimalString(value: number | string): `${number}` {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidDecimalNumberError({ value: String(value) })
    return `${value}`
  }
  // An exponent past a double's range (`'1e309'`) would show as '∞'.
  if (!DECIMAL.test(value) || !Number.isFinite(+value))
    throw new InvalidDecimalNumberError({ value })
  return value as `${number}`
}

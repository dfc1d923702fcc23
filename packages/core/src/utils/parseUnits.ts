import {
  InvalidDecimalNumberError,
  InvalidDecimalsError,
  TooManyDecimalsError,
} from '../errors/units.ts'

/** An unsigned decimal as people type it: `1`, `1.5`, `.5`, `1.` (no sign, exponent or spaces). */
const AMOUNT = /^(?<whole>[0-9]*)(?:\.(?<fraction>[0-9]*))?$/

/**
 * Turns typed decimal text into an integer amount in a token's smallest unit, exactly. It never
 * rounds: more significant fraction digits than `decimals` throw {@link TooManyDecimalsError}
 * (trailing zeros are fine, `'1.50'` with 1 decimal is exactly 15). It parses amounts to send,
 * so a sign, an exponent, spaces, separators or an empty text throw
 * {@link InvalidDecimalNumberError}. Throws `InvalidDecimalsError` unless `decimals` is a
 * non-negative integer.
 *
 * @example
 * parseUnits('1.5', 18) // 1500000000000000000n
 * parseUnits('1.2.3', 18) // throws InvalidDecimalNumberError
 */
export function parseUnits(value: string, decimals: number): bigint {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new InvalidDecimalsError({ decimals })
  const groups = AMOUNT.exec(value)?.groups
  const whole = groups?.whole ?? ''
  const fraction = (groups?.fraction ?? '').replace(/0+$/, '')
  // The pattern lets both parts be empty ('', '.'); a number needs at least one digit.
  if (!groups || !/[0-9]/.test(value)) throw new InvalidDecimalNumberError({ value })
  if (fraction.length > decimals) throw new TooManyDecimalsError({ value, decimals })
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}

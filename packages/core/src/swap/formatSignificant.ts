/**
 * A decimal string cut (not rounded) to `digits` significant digits, the whole part always kept
 * in full: `'2991.23456'` → `'2991.23'`, `'0.000333444'` → `'0.000333444'` with 6. An exact
 * number for a rate or an amount, short enough to read, never more than it is.
 *
 * @example
 * formatSignificant('0.99690060900928177531', 6) // '0.9969'
 */
export function formatSignificant(value: string, digits = 6): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const wholeDigits = whole.replace(/^-?0*/, '').length
  if (wholeDigits >= digits) return whole
  const leadingZeros = wholeDigits ? 0 : (/^0*/.exec(fraction)?.[0].length ?? 0)
  const kept = fraction.slice(0, leadingZeros + digits - wholeDigits).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

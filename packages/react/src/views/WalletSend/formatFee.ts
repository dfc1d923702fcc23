/** A fee in whole native units, short: 3 significant digits (`0.000042`, `0.00204`). */
export function formatFee(formatted: string): string {
  const value = Number(formatted)
  if (value === 0) return '0'
  if (value < 0.000001) return '< 0.000001'
  return value.toLocaleString('en-US', { maximumSignificantDigits: 3, maximumFractionDigits: 9 })
}

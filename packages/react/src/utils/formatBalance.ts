// SPEC §5 "Quantities show 3 decimals", en-US. The same formatting as core's `formatQuantity`
// (Intl with the decimal string, formatted exactly); kept here because core's version also
// normalises any number input, weight the button every site loads doesn't need.
const QUANTITY_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
})

/**
 * A balance for display: 3 decimals, en-US grouping, and the symbol, e.g. `'9,999.990 ETH'`.
 * `undefined` while the balance is unknown (or not a number), so callers show nothing rather
 * than a wrong figure.
 */
export function formatBalance(balance: string | undefined, symbol?: string): string | undefined {
  if (!balance) return undefined
  // Intl formats a decimal string digit for digit (no float rounding on the way).
  const text = QUANTITY_FORMAT.format(balance as Intl.StringNumericLiteral)
  if (text === 'NaN') return undefined
  return symbol ? `${text} ${symbol}` : text
}

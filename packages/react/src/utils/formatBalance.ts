// SPEC §5 "Quantities show 3 decimals" (en-US in English, the language's own separators
// otherwise). The same formatting as core's `formatQuantity` (Intl with the decimal string,
// formatted exactly); kept here because core's version also normalises any number input, weight
// the button every site loads doesn't need.
const formats = new Map<string, Intl.NumberFormat>()

/**
 * A balance for display: 3 decimals, grouped the `locale`'s way (en-US for English), and the
 * symbol, e.g. `'9,999.990 ETH'` (`'9.999,990 ETH'` in German). `undefined` while the balance is
 * unknown (or not a number), so callers show nothing rather than a wrong figure.
 */
export function formatBalance(
  balance: string | undefined,
  symbol?: string,
  locale = 'en',
): string | undefined {
  if (!balance) return undefined
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    })
    formats.set(locale, format)
  }
  // Intl formats a decimal string digit for digit (no float rounding on the way).
  const text = format.format(balance as Intl.StringNumericLiteral)
  if (text === 'NaN') return undefined
  return symbol ? `${text} ${symbol}` : text
}

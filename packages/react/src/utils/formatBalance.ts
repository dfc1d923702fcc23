import { numberFormat } from '@latch/core/internal'

// SPEC §5 "Quantities show 3 decimals" (en-US in English, the language's own separators
// otherwise). The same formatting as core's `formatQuantity` (Intl with the decimal string,
// formatted exactly, through core's one formatter cache); not `formatQuantity` itself, because it
// also normalises any number input, weight the button every site loads doesn't need.

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
  // Not a finite number (a wallet's odd answer): nothing, rather than Intl's "NaN", "∞" or the
  // language's words for them ("не число").
  if (!balance || !Number.isFinite(Number(balance))) return undefined
  const format = numberFormat(locale, 'quantity', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
  // Intl formats a decimal string digit for digit (no float rounding on the way).
  const text = format.format(balance as Intl.StringNumericLiteral)
  return symbol ? `${text} ${symbol}` : text
}

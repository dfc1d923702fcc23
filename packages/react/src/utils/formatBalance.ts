import { formatQuantity } from '@latch/core'

/**
 * A balance for display: SPEC §5 quantities (en-US, 3 decimals) and the symbol, e.g.
 * `'9,999.990 ETH'`. `undefined` while the balance is unknown (or not a number), so callers show
 * nothing rather than a wrong figure.
 */
export function formatBalance(balance: string | undefined, symbol?: string): string | undefined {
  if (balance === undefined) return undefined
  try {
    return symbol ? `${formatQuantity(balance)} ${symbol}` : formatQuantity(balance)
  } catch {
    return undefined
  }
}

import type { PriceTable } from './types.ts'

export type { PriceTable } from './types.ts'

/**
 * Fixed development prices in USD. There is no market feed offline; the table is configurable
 * (`prices` in the config file) and serves both balances and `/v1/fungible/price`.
 */
export const DEFAULT_PRICES: PriceTable = {
  ETH: 3000,
  WETH: 3000,
  USDC: 1,
  USDT: 1,
  DAI: 1,
  WBTC: 60000,
  BTC: 60000,
  SOL: 150,
  LINK: 15,
  UNI: 8,
}

/** The USD price of a symbol, 0 when the table has none. */
export function priceOf(prices: PriceTable, symbol: string): number {
  return prices[symbol.toUpperCase()] ?? 0
}

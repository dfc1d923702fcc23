import { formatUnits } from 'viem'
import { type PriceTable, priceOf } from '../chain/prices.ts'
import type { SwapToken } from './swapTokens.ts'

/**
 * Percent of its USD value a trade loses (pool fee included), at the prices
 * `POST /v1/fungible/price` answers (the server's price table): 0.31 for 100 USDC → 99.69 DAI.
 * Negative when the pools pay more than those prices. null when either price is unknown.
 */
export function priceImpact(
  prices: PriceTable,
  from: SwapToken,
  to: SwapToken,
  amountIn: bigint,
  amountOut: bigint,
): number | null {
  const [priceIn, priceOut] = [priceOf(prices, from.symbol), priceOf(prices, to.symbol)]
  if (!(priceIn > 0 && priceOut > 0)) return null
  const valueIn = Number(formatUnits(amountIn, from.decimals)) * priceIn
  const valueOut = Number(formatUnits(amountOut, to.decimals)) * priceOut
  const percent = (1 - valueOut / valueIn) * 100
  // Four decimals: a hundredth of a basis point, more than any view shows.
  return Number.isFinite(percent) ? Math.round(percent * 10_000) / 10_000 : null
}

import type { Address } from 'viem'
import { badRequest } from '../validation/HttpError.ts'
import { upstreamError } from '../validation/upstreamError.ts'
import { routerAbi } from './routerAbi.ts'
import type { SwapChain } from './swapChain.ts'
import type { SwapToken } from './swapTokens.ts'

/** What is fixed: the amount sold (`in`) or the amount bought (`out`), in base units. */
export type ExactAmount = { side: 'in' | 'out'; amount: bigint }

/** The best way through the pools: the router's path and the amounts at both ends. */
export type SwapRoute = { path: Address[]; amountIn: bigint; amountOut: bigint }

/**
 * The best route between `from` and `to` for a fixed amount: the direct pair, or through WETH,
 * whichever the router says yields the most (`getAmountsOut`, selling an exact amount) or costs
 * the least (`getAmountsIn`, buying one), in one multicall. 400 `no_route` when neither has pools
 * that can fill it (a missing pair reverts, so does an amount past the reserves); 502 when the
 * chain cannot be read.
 */
export async function findRoute(
  { chain, swaps }: SwapChain,
  from: SwapToken,
  to: SwapToken,
  exact: ExactAmount,
): Promise<SwapRoute> {
  const [a, b] = [from.poolAddress, to.poolAddress]
  const paths: Address[][] = [[a, b]]
  if (!sameAddress(a, swaps.weth) && !sameAddress(b, swaps.weth)) paths.push([a, swaps.weth, b])
  const functionName = exact.side === 'in' ? 'getAmountsOut' : 'getAmountsIn'
  const results = await chain.client
    .multicall({
      contracts: paths.map((path) => ({
        address: swaps.router,
        abi: routerAbi,
        functionName,
        args: [exact.amount, path] as const,
      })),
      allowFailure: true,
    })
    .catch(upstreamError('quotes', chain.caip2))
  let best: SwapRoute | undefined
  for (const [index, result] of results.entries()) {
    if (result.status !== 'success') continue
    // Both functions answer uint256[]: the amounts along the path.
    const amounts = result.result as readonly bigint[]
    const amountIn = amounts[0]
    const amountOut = amounts.at(-1)
    if (!amountIn || !amountOut) continue
    const better =
      !best || (exact.side === 'in' ? amountOut > best.amountOut : amountIn < best.amountIn)
    if (better) best = { path: paths[index]!, amountIn, amountOut }
  }
  if (!best) {
    throw badRequest(
      'no_route',
      `No pools on ${chain.caip2} can swap this amount of ${from.symbol} for ${to.symbol}`,
    )
  }
  return best
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

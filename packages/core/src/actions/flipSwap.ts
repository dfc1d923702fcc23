import type { Client } from '../client/types.ts'
import { patchSwap } from '../swap/patchSwap.ts'

/** What {@link flipSwap} returns. */
export type FlipSwapReturnType = undefined
/** {@link flipSwap} throws nothing by design. */
export type FlipSwapErrorType = never

/**
 * Swaps the two sides of the open Swap form: the token bought becomes the one sold, with the
 * amounts, and the field that was exact stays exact (typing 100 USDC to sell, then flipping,
 * buys 100 USDC). Does nothing while no Swap view is open.
 *
 * @example
 * flipSwap(latch)
 */
export function flipSwap(client: Client): FlipSwapReturnType {
  const { swap } = client.store.getState()
  if (!swap) return
  patchSwap(client, swap.entry, {
    fromToken: swap.toToken,
    toToken: swap.fromToken,
    fromAmount: swap.toAmount,
    toAmount: swap.fromAmount,
    side: swap.side === 'from' ? 'to' : 'from',
  })
}

import type { Client } from '../client/types.ts'
import { patchSwap } from '../swap/patchSwap.ts'
import type { SwapSide } from '../swap/swapState.ts'

/** The field and the token for it: a CAIP-10 id from the token list (or a plain address, a symbol). */
export type SetSwapTokenParameters = { side: SwapSide; address: string }
/** What {@link setSwapToken} returns. */
export type SetSwapTokenReturnType = undefined
/** {@link setSwapToken} throws nothing by design. */
export type SetSwapTokenErrorType = never

/**
 * Chooses the token sold (`from`) or bought (`to`) of the open Swap form and shows the form again
 * (the search is cleared). Choosing the token the other field holds swaps the two, as flipping
 * does. Does nothing while no Swap view is open.
 *
 * @example
 * setSwapToken(latch, { side: 'to', address: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F' })
 */
export function setSwapToken(
  client: Client,
  { side, address }: SetSwapTokenParameters,
): SetSwapTokenReturnType {
  const { swap } = client.store.getState()
  if (!swap) return
  const other = side === 'from' ? swap.toToken : swap.fromToken
  const same = other?.toLowerCase() === address.toLowerCase()
  const current = side === 'from' ? swap.fromToken : swap.toToken
  patchSwap(client, swap.entry, {
    ...(side === 'from'
      ? { fromToken: address, ...(same ? { toToken: current } : {}) }
      : { toToken: address, ...(same ? { fromToken: current } : {}) }),
    step: 'form',
    search: '',
  })
}

import type { Client } from '../client/types.ts'
import { SwapPriceMovedError } from '../swap/errors.ts'
import { patchSwap } from '../swap/patchSwap.ts'
import { fetchSwapQuote } from './fetchSwapQuote.ts'
import { type SubmitSwapReturnType, submitSwap } from './submitSwap.ts'

/** What {@link retrySwap} resolves with: the swap's hash when it tried again and succeeded. */
export type RetrySwapReturnType = SubmitSwapReturnType
/** {@link retrySwap} throws nothing: a failure is `state.swap.error` again. */
export type RetrySwapErrorType = never

/**
 * After a failed swap: when the price moved past the slippage (SwapPriceMovedError), shows the
 * form with a fresh quote for the visitor to look at before swapping again (nothing is sent);
 * after any other failure (declined, a network error) it swaps again (`submitSwap`). Does
 * nothing unless the swap failed.
 *
 * @example
 * await retrySwap(latch)
 */
export async function retrySwap(client: Client): Promise<RetrySwapReturnType> {
  const { swap } = client.store.getState()
  if (swap?.step !== 'failed') return undefined
  if (swap.error instanceof SwapPriceMovedError) {
    patchSwap(client, swap.entry, { step: 'form', error: undefined, quote: { status: 'loading' } })
    await fetchSwapQuote(client)
    return undefined
  }
  return submitSwap(client)
}

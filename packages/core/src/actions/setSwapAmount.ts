import type { Client } from '../client/types.ts'
import { patchSwap } from '../swap/patchSwap.ts'
import type { SwapSide } from '../swap/swapState.ts'

/** The field typed in and what it holds, in whole units (`'12.5'`; `'12,5'` reads the same). */
export type SetSwapAmountParameters = { side: SwapSide; amount: string }
/** What {@link setSwapAmount} returns. */
export type SetSwapAmountReturnType = undefined
/** {@link setSwapAmount} throws nothing by design. */
export type SetSwapAmountErrorType = never

/**
 * Sets the amount of one field of the open Swap form: `from` (the amount sold) or `to` (the
 * amount bought). That field becomes the exact one; the other shows the quote's amount once it
 * comes (asked when typing pauses). A decimal comma reads as a point; spaces around are dropped.
 * Does nothing while no Swap view is open.
 *
 * @example
 * setSwapAmount(latch, { side: 'to', amount: '100' }) // buy exactly 100 of the token bought
 */
export function setSwapAmount(
  client: Client,
  { side, amount }: SetSwapAmountParameters,
): SetSwapAmountReturnType {
  const { swap } = client.store.getState()
  if (!swap) return
  const text = amount.replace(',', '.').trim()
  patchSwap(
    client,
    swap.entry,
    side === 'from' ? { side, fromAmount: text } : { side, toAmount: text },
  )
}

import type { Client } from '../client/types.ts'
import { patchSwap } from '../swap/patchSwap.ts'

/** The step to show: the form, or the token list of one field. */
export type SetSwapStepParameters = 'form' | 'fromTokens' | 'toTokens'
/** Whether the step is shown (not while the wallet is asked or a transaction is mined). */
export type SetSwapStepReturnType = boolean
/** {@link setSwapStep} throws nothing by design. */
export type SetSwapStepErrorType = never

/**
 * Moves the open Swap view between its form and the token lists (`fromTokens`, `toTokens`;
 * opening a list clears its search), and back to the form from a result (`success`,
 * `failed`). While the wallet is asked or a transaction is being mined nothing changes and this
 * returns `false`.
 *
 * @example
 * setSwapStep(latch, 'toTokens')
 */
export function setSwapStep(client: Client, step: SetSwapStepParameters): SetSwapStepReturnType {
  const { swap } = client.store.getState()
  if (!swap || /Wallet$|Pending$/.test(swap.step)) return false
  patchSwap(client, swap.entry, {
    step,
    ...(step === 'form' ? { error: undefined } : { search: '' }),
  })
  return true
}

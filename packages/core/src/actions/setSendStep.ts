import type { Client } from '../client/types.ts'
import { patchSend } from '../send/patchSend.ts'
import { getSendableTokens } from '../send/sendableTokens.ts'
import { getSendForm } from '../send/sendForm.ts'

/** The step to show: the form, the token list, or the review. */
export type SetSendStepParameters = 'form' | 'tokens' | 'review'
/** Whether the step is shown: the review only when the transfer is ready for it. */
export type SetSendStepReturnType = boolean
/** {@link setSendStep} throws nothing by design. */
export type SetSendStepErrorType = never

/**
 * Moves the open send between the form, the token list and the review. The review shows only
 * once the transfer is complete (token, an amount the balance covers, a receiver found) and the
 * fee estimate did not refuse it; otherwise nothing changes and this returns `false`. Sending
 * itself is `submitSend`.
 *
 * @example
 * if (!latch.setSendStep('review')) console.log('the form is not complete')
 */
export function setSendStep(client: Client, step: SetSendStepParameters): SetSendStepReturnType {
  const state = client.store.getState()
  const { send } = state
  if (!send) return false
  if (step === 'review') {
    const form = getSendForm(send, getSendableTokens(client, state, send.namespace))
    if (!form.canReview) return false
  }
  patchSend(client, send.entry, { step })
  return true
}

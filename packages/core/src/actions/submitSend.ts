import type { Client } from '../client/types.ts'
import { patchSend } from '../send/patchSend.ts'
import { findSendToken, getSendableTokens } from '../send/sendableTokens.ts'
import type { SendTokenReturnType } from './sendToken.ts'

/** What {@link submitSend} resolves with: the hash, or `undefined` when the send failed. */
export type SubmitSendReturnType = SendTokenReturnType | undefined
/** {@link submitSend} throws nothing: a failure is `state.send.error`, with `step` `failed`. */
export type SubmitSendErrorType = never

/**
 * Sends the open send's transfer with `sendToken` and follows it in `state.send.step`:
 * `preparing` while the kit checks it, `wallet` once the wallet is asked (SEND_INITIATED), then
 * `sent` with `hash`, or `failed` with `error` (`TransactionRejectedError` when the visitor
 * declined). Calling it again from `failed` tries again. Resolves with the hash, or `undefined`
 * when the send failed or no Send view is open.
 *
 * @example
 * const sent = await latch.submitSend()
 */
export async function submitSend(client: Client): Promise<SubmitSendReturnType> {
  const state = client.store.getState()
  const { send } = state
  if (!send) return undefined
  const { entry, namespace } = send
  const token = findSendToken(getSendableTokens(client, state, namespace), send.tokenAddress)
  patchSend(client, entry, { step: 'preparing', hash: undefined, error: undefined })
  // SEND_INITIATED: the checks passed and the wallet is being asked.
  const stop = client.events.subscribe(({ data }) => {
    if (data.event === 'SEND_INITIATED') {
      patchSend(client, entry, (current) =>
        current.step === 'preparing' ? { step: 'wallet' } : {},
      )
    }
  })
  try {
    // The send code loads with the first send (SPEC §1), as the client's sendToken does.
    const { sendToken } = await import('./sendToken.ts')
    const sent = await sendToken(client, {
      namespace,
      token,
      amount: send.sendTokenAmount,
      to: send.receiverAddress,
    })
    patchSend(client, entry, { step: 'sent', hash: sent.hash })
    return sent
  } catch (error) {
    patchSend(client, entry, { step: 'failed', error })
    return undefined
  } finally {
    stop()
  }
}

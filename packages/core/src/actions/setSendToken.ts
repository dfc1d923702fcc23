import type { Client } from '../client/types.ts'
import { patchSend } from '../send/patchSend.ts'
import type { SendableToken } from '../send/types.ts'

/** The token to send: one of the account's token balances; no `address` is the native currency. */
export type SetSendTokenParameters = Pick<SendableToken, 'address'>
/** What {@link setSendToken} returns. */
export type SetSendTokenReturnType = undefined
/** {@link setSendToken} throws nothing by design. */
export type SetSendTokenErrorType = never

/**
 * Chooses the token of the open send (SPEC §3 Send state `token`) and shows the form again. Does
 * nothing while no Send view is open.
 *
 * @example
 * latch.setSendToken(latch.getState().accounts.eip155!.tokenBalance![1]!)
 */
export function setSendToken(
  client: Client,
  token: SetSendTokenParameters,
): SetSendTokenReturnType {
  const { send } = client.store.getState()
  if (send) patchSend(client, send.entry, { tokenAddress: token.address, step: 'form' })
}

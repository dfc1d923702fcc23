import type { Client } from '../client/types.ts'
import { patchSend } from '../send/patchSend.ts'

/** The amount in whole units of the token, as typed (`'12.5'`; `'12,5'` is read the same). */
export type SetSendTokenAmountParameters = string
/** What {@link setSendTokenAmount} returns. */
export type SetSendTokenAmountReturnType = undefined
/** {@link setSendTokenAmount} throws nothing by design. */
export type SetSendTokenAmountErrorType = never

/**
 * Sets the amount of the open send (SPEC §3 Send state `sendTokenAmount`). A decimal comma is
 * read as a point and spaces around it are dropped; the form says whether it is a valid amount
 * the balance covers. Does nothing while no Send view is open.
 *
 * @example
 * latch.setSendTokenAmount('12.5')
 */
export function setSendTokenAmount(
  client: Client,
  amount: SetSendTokenAmountParameters,
): SetSendTokenAmountReturnType {
  const { send } = client.store.getState()
  if (send) patchSend(client, send.entry, { sendTokenAmount: amount.replace(',', '.').trim() })
}

import type { Client } from '../client/types.ts'
import { getMaxSendAmount } from '../send/amount.ts'
import { patchSend } from '../send/patchSend.ts'
import { findSendToken, getSendableTokens } from '../send/sendableTokens.ts'

/** What {@link setSendMaxAmount} returns. */
export type SetSendMaxAmountReturnType = undefined
/** {@link setSendMaxAmount} throws nothing by design. */
export type SetSendMaxAmountErrorType = never

/**
 * Sets the amount of the open send to the most that can be sent: the whole balance of a token;
 * for the native currency the balance less the estimated network fee (once known). Does nothing
 * while no token is chosen or no Send view is open.
 *
 * @example
 * latch.setSendMaxAmount()
 */
export function setSendMaxAmount(client: Client): SetSendMaxAmountReturnType {
  const state = client.store.getState()
  const { send } = state
  if (!send) return
  const token = findSendToken(getSendableTokens(client, state, send.namespace), send.tokenAddress)
  if (!token) return
  const amount = getMaxSendAmount(
    token.quantity.numeric,
    Number(token.quantity.decimals),
    send.fee.status === 'ready' ? send.fee.fee : undefined,
    !token.address,
  )
  patchSend(client, send.entry, { sendTokenAmount: amount })
}

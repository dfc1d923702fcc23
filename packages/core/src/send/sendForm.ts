import { checkSendAmount, type SendAmountCheck } from './amount.ts'
import { findSendToken } from './sendableTokens.ts'
import type { SendState } from './sendState.ts'
import type { SendableToken } from './types.ts'

/** A transfer the form holds completely: what the fee is estimated for. */
export type SendTransfer<token extends SendableToken = SendableToken> = {
  token: token
  /** In whole units of the token. */
  amount: string
  /** The receiver's address (a name already resolved). */
  to: string
}

/** What the Send form shows, read from `state.send` and the account's tokens. */
export type SendForm<token extends SendableToken = SendableToken> = {
  /** The token chosen (`state.send.tokenAddress`), with its current balance. */
  token: token | undefined
  amountCheck: SendAmountCheck
  /** The transfer, once token, amount and receiver are all good. */
  transfer: SendTransfer<token> | undefined
  /** Review is possible: the transfer is complete and the estimate did not refuse it. */
  canReview: boolean
}

/**
 * The Send form as it stands: the chosen token among `tokens` (so a refreshed balance counts at
 * once), the amount checked against it, and the transfer once it is complete.
 */
export function getSendForm<token extends SendableToken>(
  send: SendState,
  tokens: readonly token[],
): SendForm<token> {
  const token = findSendToken(tokens, send.tokenAddress)
  const amount = send.sendTokenAmount
  const amountCheck = token
    ? checkSendAmount(amount, Number(token.quantity.decimals), token.quantity.numeric)
    : 'empty'
  const transfer =
    token && amountCheck === 'ok' && send.receiver.status === 'ready'
      ? { token, amount, to: send.receiver.receiver.address }
      : undefined
  return { token, amountCheck, transfer, canReview: !!transfer && send.fee.status !== 'refused' }
}

/** What a fee estimate is for: two transfers with the same key cost the same. */
export function getSendTransferKey(transfer: SendTransfer | undefined): string {
  return transfer ? `${transfer.token.address ?? ''}|${transfer.amount}|${transfer.to}` : ''
}

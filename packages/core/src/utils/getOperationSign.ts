import type { Transaction, TransactionOperationType, TransactionTransfer } from '../api/history.ts'

// SPEC §4 Transaction display: what comes into the account shows +, what leaves shows −.
const PLUS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']
const MINUS: readonly string[] = ['withdraw', 'repay', 'burn']

/** The sign shown before a transaction's amount. */
export type OperationSign = '+' | '-' | ''

/**
 * The sign SPEC §4 Transaction display gives an operation type: '+' for receive, deposit, borrow
 * and claim, '-' for withdraw, repay and burn, none for any other type (see
 * {@link getTransferSign} for the sign an activity row shows).
 *
 * @example
 * getOperationSign('receive') // '+'
 * getOperationSign('burn') // '-'
 * getOperationSign('mint') // ''
 */
export function getOperationSign(operationType: TransactionOperationType): OperationSign {
  if (PLUS.includes(operationType)) return '+'
  if (MINUS.includes(operationType)) return '-'
  return ''
}

/**
 * The sign an activity row shows before the amount of `transfer` (one of the transaction's
 * transfers): SPEC §4's sign for the types it lists; for any other type (send, mint, trade,
 * execute…) the transfer's direction seen from `account` — into the account '+', out of it '-',
 * so no movement of the visitor's own funds shows unsigned. The direction is the transfer's
 * `direction` when the history host sends it, otherwise the transaction's sender and receiver
 * against `account` (hex addresses compared case-insensitively). A transfer to oneself, or no
 * transfer at all (an approval), has no sign.
 *
 * @example
 * getTransferSign(mintToMe, mintToMe.transfers[0], me) // '+'
 * getTransferSign(sendFromMe, sendFromMe.transfers[0], me) // '-'
 */
export function getTransferSign(
  transaction: Pick<Transaction, 'metadata'>,
  transfer: Pick<TransactionTransfer, 'direction'> | undefined,
  account: string,
): OperationSign {
  const listed = getOperationSign(transaction.metadata.operationType)
  if (listed) return listed
  if (!transfer) return ''
  const { sentFrom, sentTo } = transaction.metadata
  const from = sameAddress(sentFrom, account)
  const to = sameAddress(sentTo, account)
  // The server marks a transfer to oneself `out`; nothing left the account.
  if (from && to) return ''
  const direction = transfer.direction ?? (to ? 'in' : from ? 'out' : undefined)
  if (direction === 'in') return '+'
  if (direction === 'out') return '-'
  return ''
}

function sameAddress(a: string, b: string): boolean {
  // Hex (EVM) addresses are case-insensitive; base58 (Solana) ones are not.
  return a.startsWith('0x') && b.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b
}

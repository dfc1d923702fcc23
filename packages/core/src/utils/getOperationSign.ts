import type { TransactionOperationType } from '../api/history.ts'

// SPEC §4 Transaction display: what comes into the account shows +, what leaves shows −.
// `send` is not in SPEC's minus list, but it is receive's mirror and P5's acceptance wants a
// sent transfer shown with a minus: what left the account reads as leaving it.
const PLUS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']
const MINUS: readonly string[] = ['withdraw', 'repay', 'burn', 'send']

/** The sign shown before a transaction's amount. */
export type OperationSign = '+' | '-' | ''

/**
 * The sign to show before an activity entry's amount: '+' for receive, deposit, borrow and claim,
 * '-' for withdraw, repay, burn and send, and none for anything else (SPEC §4 Transaction
 * display, with send added as receive's mirror).
 *
 * @example
 * getOperationSign('receive') // '+'
 * getOperationSign('send') // '-'
 * getOperationSign('mint') // ''
 */
export function getOperationSign(operationType: TransactionOperationType): OperationSign {
  if (PLUS.includes(operationType)) return '+'
  if (MINUS.includes(operationType)) return '-'
  return ''
}

import type { TransactionOperationType } from '../types/transaction.ts'

// SPEC §4 Transaction display: what comes into the account shows +, what leaves shows −.
const PLUS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']
const MINUS: readonly string[] = ['withdraw', 'repay', 'burn']

/** The sign shown before a transaction's amount. */
export type OperationSign = '+' | '-' | ''

/**
 * The sign to show before an activity entry's amount: '+' for receive, deposit, borrow and claim,
 * '-' for withdraw, repay and burn, and none for anything else (SPEC §4 Transaction display).
 *
 * @example
 * getOperationSign('receive') // '+'
 * getOperationSign('send') // ''
 */
export function getOperationSign(operationType: TransactionOperationType): OperationSign {
  if (PLUS.includes(operationType)) return '+'
  if (MINUS.includes(operationType)) return '-'
  return ''
}

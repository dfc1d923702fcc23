import type { TransactionOperationType } from '@latch/core/api'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

type Movement = { from: string; to: string }

/**
 * The operation type of a transaction from the point of view of `account` (lower case):
 * sent from the account → send (self-transfers too); received → receive; both ways with
 * different counterparts → trade; from / to the zero address → mint / burn; no transfers →
 * deploy (contract creation) or execute.
 */
export function operationType(
  account: string,
  transaction: { from: string; to: string | null },
  transfers: readonly Movement[],
): TransactionOperationType {
  const outs = transfers.filter((t) => t.from === account)
  const ins = transfers.filter((t) => t.to === account && t.from !== account)
  if (outs.length === 0 && ins.length === 0) {
    return transaction.to === null && transaction.from === account ? 'deploy' : 'execute'
  }
  if (outs.length === 0) return ins.every((t) => t.from === ZERO_ADDRESS) ? 'mint' : 'receive'
  if (ins.length > 0) return 'trade'
  return outs.every((t) => t.to === ZERO_ADDRESS) ? 'burn' : 'send'
}

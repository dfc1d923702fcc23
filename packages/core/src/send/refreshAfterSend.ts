import { fetchBalance } from '../actions/fetchBalance.ts'
import type { LatchClient } from '../client/createLatch.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/**
 * After a send, the native balance, the token balances and the activity list are read again,
 * skipping caches. Failures are the readers' business (they log and keep their status); a send
 * that went through is never reported as failed because a refresh did.
 */
export function refreshAfterSend(client: LatchClient, namespace: ChainNamespace): void {
  void fetchBalance(client, { namespace, force: true })
  // The readers never throw; only loading their chunk can fail.
  void client.fetchTokenBalances({ namespace, force: true }).catch(() => {})
  void client.fetchActivity({ namespace, reset: true }).catch(() => {})
}

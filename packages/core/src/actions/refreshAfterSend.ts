import type { Client } from '../client/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { fetchActivity } from './fetchActivity.ts'
import { fetchBalance } from './fetchBalance.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'

/**
 * After a send, the native balance, the token balances and the activity list are read again,
 * skipping caches. Failures are the readers' business (they log and keep their status); a send
 * that went through is never reported as failed because a refresh did.
 */
export function refreshAfterSend(client: Client, namespace: ChainNamespace): void {
  void fetchBalance(client, { namespace, force: true })
  void fetchTokenBalances(client, { namespace, force: true })
  void fetchActivity(client, { namespace, reset: true })
}

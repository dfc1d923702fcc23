import { fetchBalance } from '../actions/fetchBalance.ts'
import type { LatchClient } from '../client/createLatch.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** Reads that other parts of the client may offer; a send refreshes those that are there. */
type Refreshers = {
  fetchTokenBalances?: (parameters: {
    namespace?: ChainNamespace
    force?: boolean
  }) => Promise<void>
  fetchActivity?: (parameters: { namespace?: ChainNamespace; reset?: boolean }) => Promise<void>
}

/**
 * After a send, the native balance, the token balances and the activity list are read again,
 * skipping caches. Failures are the readers' business (they log and keep their status); a send
 * that went through is never reported as failed because a refresh did.
 */
export function refreshAfterSend(client: LatchClient, namespace: ChainNamespace): void {
  void fetchBalance(client, { namespace, force: true })
  // The one place a send refreshes tokens and activity (the token and activity readers ship
  // with the Account view's tabs; they are called when this client has them).
  const readers = client as Refreshers
  void readers.fetchTokenBalances?.({ namespace, force: true }).catch(() => {})
  void readers.fetchActivity?.({ namespace, reset: true }).catch(() => {})
}

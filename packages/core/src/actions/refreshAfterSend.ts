import type { Client } from '../client/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { fetchActivity } from './fetchActivity.ts'
import { fetchBalance } from './fetchBalance.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'

/** The namespace the send went out on. */
export type RefreshAfterSendParameters = ChainNamespace
/** What {@link refreshAfterSend} returns. */
export type RefreshAfterSendReturnType = undefined
/** {@link refreshAfterSend} throws nothing by design. */
export type RefreshAfterSendErrorType = never

/**
 * After a send, the native balance, the token balances and the activity list are read again,
 * skipping caches. Failures are the readers' business (they log and keep their status); a send
 * that went through is never reported as failed because a refresh did.
 */
export function refreshAfterSend(
  client: Client,
  namespace: RefreshAfterSendParameters,
): RefreshAfterSendReturnType {
  void fetchBalance(client, { namespace, force: true })
  void fetchTokenBalances(client, { namespace, force: true })
  void fetchActivity(client, { namespace, reset: true })
}

import type { Client } from '../client/types.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import { waitForMinedReceipt } from '../swap/waitForReceipt.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { fetchActivity } from './fetchActivity.ts'
import { fetchBalance } from './fetchBalance.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'

/** How long the refresh waits for a send to be mined before it gives up on it. */
export const SEND_RECEIPT_TIMEOUT_MS = 120_000

/** Parameters of {@link refreshAfterSend}. */
export type RefreshAfterSendParameters = {
  /** The namespace the send went out on. */
  namespace: ChainNamespace
  /** The send's transaction hash (eip155): the refresh follows it until it is mined and indexed. */
  hash?: string | undefined
  /** The block the send was mined in, when the caller already waited for it (a swap). */
  blockNumber?: bigint | undefined
}
/** What {@link refreshAfterSend} returns. */
export type RefreshAfterSendReturnType = undefined
/** {@link refreshAfterSend} throws nothing by design. */
export type RefreshAfterSendErrorType = never

/**
 * After a send, the native balance, the token balances and the activity list are read again,
 * skipping caches. With the hash of an eip155 send, once the network has mined it (asked every
 * second, up to 2 minutes) the balances are read again and the activity's first page is read
 * with the send's block as `minBlock` (quietly, until the server's index has that block, up to
 * 30 s): the new row shows even when the server indexes a little after the block. Failures are
 * the readers' business (they log and keep their status); a send that went through is never
 * reported as failed because a refresh did.
 */
export function refreshAfterSend(
  client: Client,
  { namespace, hash, blockNumber }: RefreshAfterSendParameters,
): RefreshAfterSendReturnType {
  const balances = () => {
    void fetchBalance(client, { namespace, force: true })
    void fetchTokenBalances(client, { namespace, force: true })
  }
  const indexed = (block: bigint | undefined) =>
    block === undefined ? undefined : fetchActivity(client, { namespace, minBlock: Number(block) })
  balances()
  if (namespace !== 'eip155') return void fetchActivity(client, { namespace, reset: true })
  if (blockNumber !== undefined) return void indexed(blockNumber)
  void fetchActivity(client, { namespace, reset: true })
  const network = getNamespaceNetwork(client, client.store.getState(), namespace)
  if (!hash || !network) return
  waitForMinedReceipt(client, network, hash, SEND_RECEIPT_TIMEOUT_MS).then(
    (receipt) => {
      balances()
      return indexed(receipt.blockNumber)
    },
    (error: unknown) => client.logger.warn('the send was not seen mined', error),
  )
}

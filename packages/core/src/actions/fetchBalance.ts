import type { Client } from '../client/types.ts'
import { BALANCE_RETRY_BLOCK_MS } from '../constants.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { patchAccount } from './patchAccount.ts'

/** Parameters of {@link fetchBalance}. */
export type FetchBalanceParameters = {
  namespace: ChainNamespace
  /** Skip the 30 s cache (after sending, for instance). */
  force?: boolean
}

/** What {@link fetchBalance} resolves with. */
export type FetchBalanceReturnType = undefined
/** {@link fetchBalance} throws nothing by design. */
export type FetchBalanceErrorType = never

/**
 * Reads the connected account's native balance into the store: from the 30 s cache when fresh,
 * else from the adapter. After a failure, fetching is blocked for 30 s (SPEC §4); failures are
 * logged, never thrown — a balance is decoration, not a reason to break the modal.
 *
 * @example
 * await latch.fetchBalance({ namespace: 'eip155', force: true })
 */
export async function fetchBalance(
  client: Client,
  { namespace, force = false }: FetchBalanceParameters,
): Promise<FetchBalanceReturnType> {
  const state = client.store.getState()
  const address = state.accounts[namespace]?.address
  const network = getNamespaceNetwork(client, state, namespace)
  if (!address || !network) return
  const key = `${network.caipNetworkId}:${address}`
  const cached = force ? undefined : client.caches.nativeBalance.get(key)
  let balance = cached
  if (!balance) {
    if ((client.caches.retryBlockedUntil.get(key) ?? 0) > Date.now()) return
    patchAccount(client, namespace, address, { balanceStatus: 'loading' })
    try {
      balance = await getAdapter(client, namespace).getBalance({ address, network })
      client.caches.nativeBalance.set(key, balance)
      client.caches.retryBlockedUntil.delete(key)
    } catch (error) {
      client.caches.retryBlockedUntil.set(key, Date.now() + BALANCE_RETRY_BLOCK_MS)
      client.logger.warn('balance fetch failed', error)
      patchAccount(client, namespace, address, { balanceStatus: 'error' })
      return
    }
  }
  patchAccount(client, namespace, address, {
    balance: balance.balance,
    balanceSymbol: balance.symbol,
    balanceStatus: 'ready',
  })
}

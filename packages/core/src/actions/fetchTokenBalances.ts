import type { BalanceAnswer, TokenBalance } from '../api/types.ts'
import type { Client } from '../client/types.ts'
import { BALANCE_RETRY_BLOCK_MS } from '../constants.ts'
import { getServedChains } from '../portfolio/supportedChains.ts'
import { findNetwork, getActiveNamespace, getNamespaceNetwork } from '../selectors/networks.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { filterTokenBalances } from '../utils/filterTokenBalances.ts'
import { patchAccount } from './patchAccount.ts'
import { showToast } from './showToast.ts'

/** SPEC §9: balances are read for these namespaces only. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** SPEC §8 toast on a failed read or an unsupported network. */
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

/** Parameters of {@link fetchTokenBalances}. */
export type FetchTokenBalancesParameters = {
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace
  /** Skip the 30 s portfolio cache, e.g. right after a send. @defaultValue false */
  force?: boolean
}

/** What {@link fetchTokenBalances} resolves with. */
export type FetchTokenBalancesReturnType = undefined
/** {@link fetchTokenBalances} throws nothing by design. */
export type FetchTokenBalancesErrorType = never

/**
 * Reads the connected account's tokens on its active network into
 * `state.accounts[namespace].tokenBalance` (SPEC §3), with `tokenBalanceStatus`.
 *
 * - From the portfolio cache (30 s, SPEC §9) unless `force`.
 * - Tokens with 0 decimals are dropped (SPEC §5 Balances).
 * - A testnet the blockchain API does not serve shows no tokens, a total of 0.00 (SPEC §9);
 *   a testnet it serves (the Latch devnet) shows what the chain holds.
 * - A failed read, or a namespace/network without balances, toasts 'Token Balance Unavailable'
 *   and blocks reading again for 30 s (SPEC §4, §8). Never throws.
 *
 * @example
 * await client.fetchTokenBalances({ force: true }) // after a send
 * client.getState().accounts.eip155?.tokenBalance
 */
export async function fetchTokenBalances(
  client: Client,
  { namespace: requested, force = false }: FetchTokenBalancesParameters = {},
): Promise<FetchTokenBalancesReturnType> {
  const state = client.store.getState()
  const namespace = requested ?? getActiveNamespace(client, state)
  const address = state.accounts[namespace]?.address
  if (!address) return
  const activeId = state.activeCaipNetworkIds[namespace]
  // A network the site doesn't list (the wallet moved there) has no balances to show.
  const network = activeId
    ? findNetwork(client, activeId)
    : getNamespaceNetwork(client, state, namespace)
  const key = `tokens:${network?.caipNetworkId ?? activeId ?? namespace}:${address}`
  if ((client.caches.retryBlockedUntil.get(key) ?? 0) > Date.now()) return
  const fail = (error: unknown) => {
    client.caches.retryBlockedUntil.set(key, Date.now() + BALANCE_RETRY_BLOCK_MS)
    client.logger.warn('token balance fetch failed', error)
    patchAccount(client, namespace, address, { tokenBalanceStatus: 'error' })
    showToast(client, { message: TOKEN_BALANCE_UNAVAILABLE, key: 'balance', variant: 'error' })
  }
  if (!network || !BALANCE_NAMESPACES.includes(namespace)) {
    fail(new Error(`no balances on ${activeId ?? namespace}`))
    return
  }
  const cached = force
    ? undefined
    : (client.caches.portfolio.get(key) as TokenBalance[] | undefined)
  if (cached) {
    patchAccount(client, namespace, address, { tokenBalance: cached, tokenBalanceStatus: 'ready' })
    return
  }
  // While reading, keep what is known of this network only (a refresh after a send must not
  // empty a token picker; another network's tokens must not show as this one's).
  const kept = state.accounts[namespace]?.tokenBalance?.filter(
    (token) => token.chainId === network.caipNetworkId,
  )
  patchAccount(client, namespace, address, {
    tokenBalance: kept?.length ? kept : undefined,
    tokenBalanceStatus: 'loading',
  })
  try {
    let tokens: TokenBalance[] = []
    const served = network.testnet
      ? (await getServedChains(client)).has(network.caipNetworkId)
      : true
    if (served) {
      const answer = await client.api.blockchain.get<Partial<BalanceAnswer>>(
        `v1/account/${address}/balance`,
        { currency: 'usd', chainId: network.caipNetworkId, forceUpdate: force || undefined },
      )
      if (!Array.isArray(answer.balances)) throw new Error('balance answer has no balances')
      tokens = filterTokenBalances(answer.balances)
    }
    client.caches.portfolio.set(key, tokens)
    client.caches.retryBlockedUntil.delete(key)
    patchAccount(client, namespace, address, { tokenBalance: tokens, tokenBalanceStatus: 'ready' })
  } catch (error) {
    fail(error)
  }
}

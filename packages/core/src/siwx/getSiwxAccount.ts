import type { Client } from '../client/types.ts'
import { findNetwork } from '../selectors/networks.ts'
import type { CaipNetworkId } from '../types/network.ts'
import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { toChecksumAddress } from '../utils/toChecksumAddress.ts'
import type { SiwxAccount, SiwxConfig } from './types.ts'

/**
 * The account to sign in on `namespace`: connected, on one of the site's networks (an unlisted
 * network gets UnsupportedChain first), on a namespace the config signs in on. eip155 addresses
 * come EIP-55 checksummed, as the message writes them.
 */
export function getSiwxAccount(
  client: Pick<Client, 'networks'>,
  config: Pick<SiwxConfig, 'namespaces'>,
  state: Pick<LatchState, 'accounts' | 'activeCaipNetworkIds'>,
  namespace: ChainNamespace,
): SiwxAccount | undefined {
  const account = getWalletAccount(client, config, state, namespace)
  if (!account || namespace !== 'eip155') return account
  return { ...account, address: toChecksumAddress(account.address) ?? account.address }
}

/**
 * The same account with the address as the wallet gave it (no checksum to compute): enough for
 * its key (`siwxAccountKey`), which the store watcher reads on every state change.
 */
export function getWalletAccount(
  client: Pick<Client, 'networks'>,
  config: Pick<SiwxConfig, 'namespaces'>,
  state: Pick<LatchState, 'accounts' | 'activeCaipNetworkIds'>,
  namespace: ChainNamespace,
): SiwxAccount | undefined {
  const account = state.accounts[namespace]
  if (account?.status !== 'connected' || !account.address) return undefined
  if (config.namespaces && !config.namespaces.includes(namespace)) return undefined
  const chainId: CaipNetworkId | undefined = state.activeCaipNetworkIds[namespace]
  if (!chainId || !findNetwork(client, chainId)) return undefined
  return { chainId, address: account.address }
}

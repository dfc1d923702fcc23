import type { Client } from '../client/types.ts'
import type { CaipNetwork, CaipNetworkId } from '../types/network.ts'
import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** The site's networks of one namespace, in the order configured. */
export function getNamespaceNetworks(
  client: Pick<Client, 'networks'>,
  namespace: ChainNamespace,
): CaipNetwork[] {
  return client.networks.filter((network) => network.chainNamespace === namespace)
}

export function findNetwork(
  client: Pick<Client, 'networks'>,
  caipNetworkId: string | undefined,
): CaipNetwork | undefined {
  return client.networks.find((network) => network.caipNetworkId === caipNetworkId)
}

/** The site's default network: `defaultNetwork` when listed, else the first listed. */
export function getDefaultNetwork(client: Pick<Client, 'networks' | 'options'>): CaipNetwork {
  return findNetwork(client, client.options.defaultNetwork?.caipNetworkId) ?? client.networks[0]!
}

/** The active namespace: the stored one, else the default network's. */
export function getActiveNamespace(
  client: Pick<Client, 'networks' | 'options'>,
  state: Pick<LatchState, 'activeNamespace'>,
): ChainNamespace {
  return state.activeNamespace ?? getDefaultNetwork(client).chainNamespace
}

/**
 * The active network. A network the site doesn't list (the wallet moved there) comes back as an
 * unsupported placeholder: same CAIP id, `unsupported: true` (SPEC §4).
 */
export function getActiveNetwork(
  client: Pick<Client, 'networks' | 'options'>,
  state: Pick<LatchState, 'activeCaipNetworkId' | 'activeNamespace'>,
): CaipNetwork & { unsupported?: true } {
  const id = state.activeCaipNetworkId
  if (!id) return getDefaultNetwork(client)
  return findNetwork(client, id) ?? unsupportedNetwork(id)
}

/** The network to use on `namespace`: its last active one, else the first listed. */
export function getNamespaceNetwork(
  client: Pick<Client, 'networks'>,
  state: Pick<LatchState, 'activeCaipNetworkIds'>,
  namespace: ChainNamespace,
): CaipNetwork | undefined {
  return (
    findNetwork(client, state.activeCaipNetworkIds[namespace]) ??
    getNamespaceNetworks(client, namespace)[0]
  )
}

/**
 * The account on `namespace` and the chain its requests go to (its active network's id, even
 * one the site doesn't list; else the namespace's first network), or `undefined` with no account.
 */
export function getConnectedChain(
  client: Pick<Client, 'networks'>,
  state: Pick<LatchState, 'activeCaipNetworkIds' | 'accounts'>,
  namespace: ChainNamespace,
): { address: string; chainId: CaipNetworkId } | undefined {
  const address = state.accounts[namespace]?.address
  const chainId =
    state.activeCaipNetworkIds[namespace] ??
    getNamespaceNetwork(client, state, namespace)?.caipNetworkId
  return address && chainId ? { address, chainId } : undefined
}

export function unsupportedNetwork(
  caipNetworkId: CaipNetworkId,
): CaipNetwork & { unsupported: true } {
  const [namespace, reference = ''] = caipNetworkId.split(':')
  const numeric = Number(reference)
  return {
    id: Number.isSafeInteger(numeric) ? numeric : reference,
    caipNetworkId,
    chainNamespace: namespace as ChainNamespace,
    name: 'Unknown network',
    nativeCurrency: { name: '', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    unsupported: true,
  }
}

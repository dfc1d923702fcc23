import type { LatchClient } from '../client/createLatch.ts'
import type { AdapterContext } from '../types/adapter.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAMESPACES } from './constants.ts'
import type { WalletConnectConfig, WalletConnectProvider } from './types.ts'

type Loaded = {
  provider?: Promise<WalletConnectProvider>
  resolved?: WalletConnectProvider
  /** Adapter contexts per namespace, so wallet events reach the store like an adapter's. */
  contexts: Map<ChainNamespace, AdapterContext>
}

const loaded = new WeakMap<LatchClient, Loaded>()

function entry(client: LatchClient): Loaded {
  let found = loaded.get(client)
  if (!found) {
    found = { contexts: new Map() }
    loaded.set(client, found)
  }
  return found
}

/** The namespaces WalletConnect pairs for this client (configured ones it supports). */
export function getWalletConnectNamespaces(
  client: Pick<LatchClient, 'networks'>,
  config: WalletConnectConfig,
): ChainNamespace[] {
  const configured = new Set(client.networks.map((network) => network.chainNamespace))
  const wanted = config.namespaces ?? WALLET_CONNECT_NAMESPACES
  return wanted.filter((ns) => configured.has(ns) && WALLET_CONNECT_NAMESPACES.includes(ns))
}

/** Remembers the adapter context of `namespace` for wallet events. */
export function registerWalletConnectContext(
  client: LatchClient,
  namespace: ChainNamespace,
  context: AdapterContext,
): void {
  entry(client).contexts.set(namespace, context)
}

/**
 * The client's WalletConnect provider, loading the SDK on the first call (a dynamic import inside
 * `config.load`). A failed load is forgotten so the next call tries again.
 */
export function loadWalletConnect(client: LatchClient): Promise<WalletConnectProvider> {
  const config = client.options.walletConnect
  if (!config) return Promise.reject(new Error('walletConnect is not configured'))
  const state = entry(client)
  if (state.provider) return state.provider
  const namespaces = getWalletConnectNamespaces(client, config)
  const contextOf = (namespace: ChainNamespace) => state.contexts.get(namespace)
  const connectorId = WALLET_CONNECT_CONNECTOR_ID
  state.provider = config
    .load({
      projectId: client.options.projectId ?? '',
      relayUrl: config.relayUrl ?? client.endpoints.relayUrl,
      apiUrl: client.endpoints.apiUrl,
      metadata: client.options.metadata,
      networks: client.networks.filter((network) => namespaces.includes(network.chainNamespace)),
      namespaces,
      logger: client.logger,
      listeners: {
        accountsChanged: (namespace, accounts) =>
          contextOf(namespace)?.accountsChanged({ connectorId, accounts }),
        chainChanged: (namespace, chainId) =>
          contextOf(namespace)?.chainChanged({ connectorId, chainId }),
        disconnected: () => {
          for (const context of state.contexts.values()) context.disconnected({ connectorId })
        },
      },
    })
    .then((provider) => {
      state.resolved = provider
      return provider
    })
    .catch((error: unknown) => {
      state.provider = undefined
      throw error
    })
  return state.provider
}

/** The provider if the SDK has loaded, else `undefined` (never loads it). */
export function getLoadedWalletConnect(client: LatchClient): WalletConnectProvider | undefined {
  return loaded.get(client)?.resolved
}

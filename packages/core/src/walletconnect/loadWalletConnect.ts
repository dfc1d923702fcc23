import type { Client } from '../client/types.ts'
import { NetworkRequestError } from '../errors/http.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from './constants.ts'
import { getWalletConnectNamespaces } from './getWalletConnectNamespaces.ts'
import type { WalletConnectProvider } from './types.ts'

/**
 * The client's WalletConnect provider, loading the SDK on the first call (a dynamic import inside
 * `config.load`). A failed load is forgotten so the next call tries again.
 */
export function loadWalletConnect(client: Client): Promise<WalletConnectProvider> {
  const config = client.options.walletConnect
  if (!config) return Promise.reject(new Error('walletConnect is not configured'))
  const { runtime } = client
  runtime.walletConnect ??= { contexts: new Map() }
  const state = runtime.walletConnect
  if (state.provider) return state.provider
  const relayUrl = config.relayUrl ?? client.endpoints.relayUrl
  // No relay on this page (see resolveEndpoints): the SDK would fall back to a hosted one.
  if (!relayUrl) return Promise.reject(new NetworkRequestError({ details: 'no relayUrl is set' }))
  const namespaces = getWalletConnectNamespaces(client, config)
  const contextOf = (namespace: ChainNamespace) => state.contexts.get(namespace)
  const connectorId = WALLET_CONNECT_CONNECTOR_ID
  state.provider = config
    .load({
      projectId: client.options.projectId ?? '',
      relayUrl,
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

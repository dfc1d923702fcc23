import type { Client } from '../client/types.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import type { Connector } from '../types/connector.ts'
import type { CaipNetworkId } from '../types/network.ts'
import { addRecentWallet } from './addRecentWallet.ts'
import { AUTH_CONNECTOR_ID, mergeConnections } from './mergeConnections.ts'

/**
 * Writes a successful (re)connection into the store: the account state, and what SPEC §3 keeps
 * across reloads (connector id, namespaces, connections, recent wallets, network).
 */
export function applyConnection(
  client: Client,
  connector: Connector,
  connection: AdapterConnection,
  options: { restoring?: boolean } = {},
): void {
  const namespace = connector.chain
  const caipNetworkId = `${namespace}:${connection.chainId}` as CaipNetworkId
  const state = client.store.getState()
  // The namespace just connected becomes the active one unless another is already connected
  // and active (connecting a second namespace shouldn't yank the visitor's view).
  // Restoring after a reload keeps the namespace the visitor had active, whichever wallet
  // answers first.
  const active = getActiveNamespace(client, state)
  // The embedded wallet signed in through a provider (SPEC §3: socialProvider, wallet info's social).
  const user = connector.id === AUTH_CONNECTOR_ID ? state.embedded.user : undefined
  const socialProvider = user?.socialProvider
  const makeActive = options.restoring
    ? active === namespace || !state.connectedConnectorIds[active]
    : active === namespace || state.accounts[active]?.status !== 'connected'
  client.store.setState({
    accounts: {
      ...state.accounts,
      [namespace]: {
        ...state.accounts[namespace],
        status: 'connected',
        address: connection.address,
        caipAddress: `${caipNetworkId}:${connection.address}`,
        allAccounts: connection.accounts,
        smartAccountDeployed: connection.smartAccountDeployed,
        socialProvider,
        connectedWalletInfo: {
          name: connector.name,
          ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
          identifier: connector.info?.rdns ?? connector.id,
          ...(socialProvider ? { social: socialProvider } : {}),
        },
      },
    },
    // SPEC §3 storage: the connected social provider and username.
    ...(user
      ? {
          connectedSocial: socialProvider,
          connectedSocialUsername: socialProvider && user.userName,
        }
      : {}),
    connectedConnectorIds: { ...state.connectedConnectorIds, [namespace]: connector.id },
    connectedNamespaces: [...new Set([...state.connectedNamespaces, namespace])],
    connectionStatus: 'connected',
    connections: {
      ...state.connections,
      [namespace]: mergeConnections(state.connections[namespace] ?? [], {
        connectorId: connector.id,
        accounts: connection.accounts,
      }),
    },
    disconnectedConnectorIds: {
      ...state.disconnectedConnectorIds,
      [namespace]: (state.disconnectedConnectorIds[namespace] ?? []).filter(
        (id) => id !== connector.id,
      ),
    },
    recentWallets: addRecentWallet(state.recentWallets, {
      id: connector.id,
      name: connector.name,
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    }),
    activeCaipNetworkIds: { ...state.activeCaipNetworkIds, [namespace]: caipNetworkId },
    ...(makeActive ? { activeNamespace: namespace, activeCaipNetworkId: caipNetworkId } : {}),
  })
}

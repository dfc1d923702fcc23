import type { Client } from '../client/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/**
 * SPEC §4: disconnecting a namespace clears its account, wallet info, connector id, connections
 * and network, and sets loading off. The connector is remembered as disconnected so it isn't
 * restored silently; recent wallets stay.
 */
export function clearConnection(client: Client, namespace: ChainNamespace): void {
  client.runtime.siwx?.disconnected(
    namespace,
    client.store.getState().accounts[namespace]?.caipAddress,
  )
  client.store.setState((state) => {
    const connectorId = state.connectedConnectorIds[namespace]
    const { [namespace]: _account, ...accounts } = state.accounts
    const { [namespace]: _connector, ...connectedConnectorIds } = state.connectedConnectorIds
    const { [namespace]: _connections, ...connections } = state.connections
    const activeCaipNetworkIds: typeof state.activeCaipNetworkIds = {
      ...state.activeCaipNetworkIds,
    }
    delete activeCaipNetworkIds[namespace]
    const connectedNamespaces = state.connectedNamespaces.filter((ns) => ns !== namespace)
    const wasActive = state.activeNamespace === namespace || state.activeNamespace === undefined
    const nextActive = wasActive ? connectedNamespaces[0] : state.activeNamespace
    return {
      accounts,
      connectedConnectorIds,
      connections,
      activeCaipNetworkIds,
      connectedNamespaces,
      connectionStatus: connectedNamespaces.length ? 'connected' : undefined,
      disconnectedConnectorIds: connectorId
        ? {
            ...state.disconnectedConnectorIds,
            [namespace]: [
              ...new Set([...(state.disconnectedConnectorIds[namespace] ?? []), connectorId]),
            ],
          }
        : state.disconnectedConnectorIds,
      activeNamespace: nextActive,
      activeCaipNetworkId: nextActive ? activeCaipNetworkIds[nextActive] : undefined,
      loading: false,
    }
  })
}

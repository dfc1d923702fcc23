import { checkActiveNetwork } from '../actions/checkActiveNetwork.ts'
import { fetchBalance } from '../actions/fetchBalance.ts'
import { clearConnection } from '../connection/clearConnection.ts'
import { hasSeveralConnections, loadSeveralConnections } from '../connection/severalConnections.ts'
import type { AdapterContext, ChainAdapter } from '../types/adapter.ts'
import type { CaipNetworkId } from '../types/network.ts'
import type { Client } from './types.ts'

/**
 * What an adapter may do to the store: report its connectors, and what the wallet did on its
 * own (switched account or chain, disconnected). A stored connection that isn't the connected
 * one (SPEC §4 'active') has its entry updated, never the shown account; other connectors'
 * events are ignored.
 */
export function createAdapterContext(client: Client, adapter: ChainAdapter): AdapterContext {
  const namespace = adapter.namespace
  const isConnected = (connectorId: string) =>
    client.store.getState().connectedConnectorIds[namespace] === connectorId &&
    client.store.getState().accounts[namespace]?.status === 'connected'
  // Several stored wallets on this namespace (SPEC §4): an event of one that isn't shown, or the
  // shown one leaving, is handled by code loaded on first use.
  const several = () => hasSeveralConnections(client, namespace)
  const walletEvent = (connectorId: string, accounts: string[]) =>
    void loadSeveralConnections()
      .then((module) => module.walletEvent(client, namespace, connectorId, accounts))
      // A wallet's own event has no caller to throw to (a chunk that failed to load, a hand-over
      // that failed): logged, never an unhandled rejection.
      .catch((error) => client.logger.warn(`could not follow ${connectorId}'s change`, error))

  return {
    networks: client.networks.filter((network) => network.chainNamespace === namespace),
    logger: client.logger,
    setConnectors(connectors) {
      client.store.setState((state) => ({
        connectors: [...state.connectors.filter((c) => c.chain !== namespace), ...connectors],
      }))
    },
    accountsChanged({ connectorId, accounts }) {
      const [address] = accounts
      if (several() && !(isConnected(connectorId) && address))
        return walletEvent(connectorId, accounts)
      if (!isConnected(connectorId)) return
      if (!address) {
        clearConnection(client, namespace)
        client.events.emit('DISCONNECT_SUCCESS', { namespaces: [namespace], by: 'wallet' })
        return
      }
      client.store.setState((state) => {
        const account = state.accounts[namespace]!
        const networkId = state.activeCaipNetworkIds[namespace]
        return {
          accounts: {
            ...state.accounts,
            [namespace]: {
              ...account,
              address,
              ...(networkId ? { caipAddress: `${networkId}:${address}` as const } : {}),
              allAccounts: accounts.map((a) => ({ address: a, type: 'eoa' as const })),
              balance: undefined,
              balanceSymbol: undefined,
            },
          },
        }
      })
      void fetchBalance(client, { namespace })
    },
    chainChanged({ connectorId, chainId }) {
      if (!isConnected(connectorId)) return
      const caipNetworkId = `${namespace}:${chainId}` as CaipNetworkId
      client.store.setState((state) => {
        const account = state.accounts[namespace]!
        return {
          activeCaipNetworkIds: { ...state.activeCaipNetworkIds, [namespace]: caipNetworkId },
          ...(state.activeNamespace === namespace ? { activeCaipNetworkId: caipNetworkId } : {}),
          accounts: {
            ...state.accounts,
            [namespace]: {
              ...account,
              caipAddress: `${caipNetworkId}:${account.address}` as const,
              balance: undefined,
              balanceSymbol: undefined,
            },
          },
        }
      })
      void fetchBalance(client, { namespace })
      checkActiveNetwork(client)
    },
    disconnected({ connectorId }) {
      if (several()) return walletEvent(connectorId, [])
      if (!isConnected(connectorId)) return
      clearConnection(client, namespace)
      client.events.emit('DISCONNECT_SUCCESS', { namespaces: [namespace], by: 'wallet' })
    },
  }
}

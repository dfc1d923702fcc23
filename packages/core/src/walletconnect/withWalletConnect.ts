import type { LatchClient } from '../client/createLatch.ts'
import { ConnectFailedError } from '../errors/connection.ts'
import type { AdapterConnection, ChainAdapter } from '../types/adapter.ts'
import type { Connector } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from './constants.ts'
import {
  getLoadedWalletConnect,
  getWalletConnectNamespaces,
  loadWalletConnect,
  registerWalletConnectContext,
} from './loadWalletConnect.ts'
import type { WalletConnectConfig } from './types.ts'
import { walletConnectConnector } from './walletConnectConnector.ts'
import {
  getBalanceOverRpc,
  sendTransactionOverWalletConnect,
  signMessageOverWalletConnect,
  switchNetworkOverWalletConnect,
} from './walletConnectMethods.ts'

const isWc = (connectorId: string) => connectorId === WALLET_CONNECT_CONNECTOR_ID

/**
 * The client's adapters with WalletConnect folded in: on each namespace WalletConnect serves,
 * calls for connector 'walletConnect' go over the session, the rest to the chain's own adapter
 * (a namespace without one gets a WalletConnect-only adapter). Core's actions stay unaware.
 */
export function withWalletConnect(
  getClient: () => LatchClient,
  adapters: readonly ChainAdapter[],
  networks: LatchClient['networks'],
  config: WalletConnectConfig | undefined,
): readonly ChainAdapter[] {
  if (!config) return adapters
  const namespaces = getWalletConnectNamespaces({ networks }, config)
  const wrapped = adapters.map((adapter) =>
    namespaces.includes(adapter.namespace) ? wrap(getClient, adapter, config) : adapter,
  )
  for (const namespace of namespaces) {
    if (!adapters.some((adapter) => adapter.namespace === namespace)) {
      wrapped.push(wrap(getClient, walletConnectOnly(namespace), config))
    }
  }
  return wrapped
}

function wrap(
  getClient: () => LatchClient,
  adapter: ChainAdapter,
  config: WalletConnectConfig,
): ChainAdapter {
  const namespace = adapter.namespace
  const connector = walletConnectConnector(namespace, config)
  const withConnector = (connectors: Connector[]) => [
    connector,
    ...connectors.filter((c) => !isWc(c.id)),
  ]
  return {
    ...adapter,
    setup(context) {
      registerWalletConnectContext(getClient(), namespace, context)
      context.setConnectors([connector])
      return adapter.setup({
        ...context,
        setConnectors: (connectors) => context.setConnectors(withConnector(connectors)),
      })
    },
    connect: (parameters) =>
      isWc(parameters.connectorId)
        ? Promise.reject(
            new ConnectFailedError({ details: 'WalletConnect pairs with connectWalletConnect()' }),
          )
        : adapter.connect(parameters),
    reconnect: (parameters) =>
      isWc(parameters.connectorId)
        ? restore(getClient(), namespace)
        : adapter.reconnect(parameters),
    async disconnect(parameters) {
      if (!isWc(parameters.connectorId)) return adapter.disconnect(parameters)
      // One session serves every namespace: it ends with the last one connected over it.
      const { connectedConnectorIds } = getClient().store.getState()
      const others = Object.entries(connectedConnectorIds).filter(
        ([ns, id]) => ns !== namespace && isWc(id),
      )
      if (!others.length) await (await loadWalletConnect(getClient())).disconnect()
    },
    switchNetwork: (parameters) =>
      isWc(parameters.connectorId)
        ? switchNetworkOverWalletConnect(getClient(), namespace, parameters.network)
        : adapter.switchNetwork(parameters),
    signMessage: (parameters) =>
      isWc(parameters.connectorId)
        ? signMessageOverWalletConnect(getClient(), namespace, parameters)
        : adapter.signMessage(parameters),
    sendTransaction: (parameters) =>
      isWc(parameters.connectorId)
        ? sendTransactionOverWalletConnect(getClient(), namespace, parameters)
        : adapter.sendTransaction(parameters),
    getProvider: (connectorId) =>
      isWc(connectorId)
        ? getLoadedWalletConnect(getClient())?.provider
        : adapter.getProvider(connectorId),
  }
}

/** The stored session of `namespace`, without prompting; `undefined` when it is gone. */
async function restore(
  client: LatchClient,
  namespace: ChainNamespace,
): Promise<AdapterConnection | undefined> {
  const granted = (await loadWalletConnect(client)).getSession()?.[namespace]
  if (!granted?.accounts.length) return undefined
  return {
    address: granted.address,
    chainId: granted.chainId,
    accounts: granted.accounts.map((address) => ({ address, type: 'eoa' })),
  }
}

/** A namespace served only by WalletConnect: no discovery, balances from the network's RPC. */
function walletConnectOnly(namespace: ChainNamespace): ChainAdapter {
  const unsupported = () => Promise.reject(new ConnectFailedError({ details: 'no adapter' }))
  return {
    namespace,
    setup: () => () => {},
    connect: unsupported,
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: getBalanceOverRpc,
    signMessage: unsupported,
    sendTransaction: unsupported,
    getProvider: () => undefined,
  }
}

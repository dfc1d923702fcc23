import type { Client, LatchOptions, WalletConnectConfig } from '../client/types.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { Connector } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from './constants.ts'
import { getWalletConnectNamespaces } from './getWalletConnectNamespaces.ts'

const METHODS = [
  'sendToken',
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'signMessage',
  'sendTransaction',
  'getBalance',
] as const

/**
 * The client's adapters with WalletConnect folded in: on each namespace WalletConnect serves,
 * calls for connector 'walletConnect' go over the session (code loaded on first use), the rest
 * to the chain's own adapter; a namespace without one gets a WalletConnect-only adapter. Core's
 * actions stay unaware.
 */
export function withWalletConnect(
  getClient: () => Client,
  options: Pick<LatchOptions, 'adapters' | 'networks' | 'walletConnect'>,
): readonly ChainAdapter[] {
  // Runs while the client is being made: `getClient` only works later, in the adapter calls.
  const { adapters = [], networks, walletConnect: config } = options
  if (!config) return adapters
  const namespaces = getWalletConnectNamespaces({ networks }, config)
  const wrapped = adapters.map((adapter) =>
    namespaces.includes(adapter.namespace)
      ? wrap(getClient, adapter.namespace, adapter, config)
      : adapter,
  )
  for (const namespace of namespaces) {
    if (!adapters.some((adapter) => adapter.namespace === namespace)) {
      wrapped.push(wrap(getClient, namespace, undefined, config))
    }
  }
  return wrapped
}

function wrap(
  getClient: () => Client,
  namespace: ChainNamespace,
  adapter: ChainAdapter | undefined,
  config: WalletConnectConfig,
): ChainAdapter {
  const connector: Connector = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: namespace,
    ...(config.imageUrl ? { imageUrl: config.imageUrl } : {}),
  }
  const wrapped = {
    ...adapter,
    namespace,
    setup(context) {
      const { runtime } = getClient()
      runtime.walletConnect ??= { contexts: new Map() }
      runtime.walletConnect.contexts.set(namespace, context)
      context.setConnectors([connector])
      return (
        adapter?.setup({
          ...context,
          setConnectors: (list) =>
            context.setConnectors([connector, ...list.filter((c) => c.id !== connector.id)]),
        }) ?? (() => {})
      )
    },
    getProvider: (connectorId) =>
      connectorId === connector.id
        ? getClient().runtime.walletConnect?.resolved?.provider
        : adapter?.getProvider(connectorId),
  } as ChainAdapter
  for (const method of METHODS) {
    // No sendToken of its own: core falls back to sendTransaction for native sends.
    if (method === 'sendToken' && !adapter?.sendToken) continue
    ;(wrapped as Record<string, unknown>)[method] = (parameters: { connectorId?: string }) =>
      adapter && parameters.connectorId !== connector.id
        ? (adapter[method] as (p: unknown) => Promise<unknown>)(parameters)
        : import('./walletConnectAdapter.ts').then((module) =>
            module.callWalletConnect(getClient(), namespace, method, parameters),
          )
  }
  // A chain adapter's own sign-in (Solana's `solana:signIn`) asks the wallets it knows; an
  // account connected over WalletConnect signs the message over the session instead.
  if (adapter?.signIn) {
    wrapped.signIn = async (parameters) =>
      parameters.connectorId === connector.id
        ? {
            message: parameters.message,
            signature: await wrapped.signMessage({
              connectorId: parameters.connectorId,
              address: parameters.fields.address,
              message: parameters.message,
            }),
          }
        : adapter.signIn!(parameters)
  }
  return wrapped
}

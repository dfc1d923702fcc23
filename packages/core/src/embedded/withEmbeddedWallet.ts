import type { Client, LatchOptions } from '../client/types.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { Connector } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { EMBEDDED_CONNECTOR_ID } from './constants.ts'
import { createEmbeddedEip1193Provider } from './embeddedEip1193Provider.ts'

/** SPEC §9: the frame serves EVM and Solana networks. */
const EMBEDDED_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

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
 * The client's adapters with the embedded wallet folded in (like `withWalletConnect`): on eip155
 * and solana, where the site lists networks, an AUTH connector 'Email'; calls for connector
 * 'AUTH' go to the frame (code loaded on first use), the rest to the chain's own adapter. A
 * namespace without an adapter gets an embedded-only one. Core's actions stay unaware.
 */
export function withEmbeddedWallet(
  getClient: () => Client,
  options: Pick<LatchOptions, 'adapters' | 'networks' | 'embeddedWallet'>,
): readonly ChainAdapter[] {
  const { adapters = [], networks, embeddedWallet } = options
  if (!embeddedWallet) return adapters
  const configured = new Set(networks.map((network) => network.chainNamespace))
  const namespaces = EMBEDDED_NAMESPACES.filter((namespace) => configured.has(namespace))
  const wrapped = adapters.map((adapter) =>
    namespaces.includes(adapter.namespace) ? wrap(getClient, adapter.namespace, adapter) : adapter,
  )
  for (const namespace of namespaces) {
    if (!adapters.some((adapter) => adapter.namespace === namespace)) {
      wrapped.push(wrap(getClient, namespace, undefined))
    }
  }
  return wrapped
}

function wrap(
  getClient: () => Client,
  namespace: ChainNamespace,
  adapter: ChainAdapter | undefined,
): ChainAdapter {
  const connector: Connector = {
    id: EMBEDDED_CONNECTOR_ID,
    type: 'AUTH',
    name: 'Email',
    chain: namespace,
  }
  let provider: unknown
  const wrapped = {
    ...adapter,
    namespace,
    setup(context) {
      const { runtime } = getClient()
      runtime.embedded ??= { contexts: new Map(), requests: new Map() }
      runtime.embedded.contexts.set(namespace, context)
      context.setConnectors([connector])
      const stop = adapter?.setup({
        ...context,
        setConnectors: (list) =>
          context.setConnectors([connector, ...list.filter((c) => c.id !== connector.id)]),
      })
      const unfollow = adapter?.followEmbeddedProvider?.(wrapped.getProvider(connector.id))
      // Runs on `latch.destroy()`: the frame goes with the client (once, by the first namespace).
      return () => {
        unfollow?.()
        stop?.()
        runtime.embedded?.resolved?.destroy()
        runtime.embedded = undefined
      }
    },
    getProvider(connectorId) {
      if (connectorId !== connector.id) return adapter?.getProvider(connectorId)
      // EIP-1193 over the frame's RPC_REQUEST (eip155); made once, its code is small.
      if (namespace === 'eip155') provider ??= createEmbeddedEip1193Provider(getClient)
      return provider
    },
  } as ChainAdapter
  for (const method of METHODS) {
    if (method === 'sendToken' && !adapter?.sendToken) continue
    ;(wrapped as Record<string, unknown>)[method] = (parameters: { connectorId?: string }) =>
      adapter && parameters.connectorId !== connector.id
        ? (adapter[method] as (p: unknown) => Promise<unknown>)(parameters)
        : import('./callEmbedded.ts').then((module) =>
            module.callEmbedded(getClient(), namespace, method, parameters),
          )
  }
  // A chain adapter's own sign-in (Solana's `solana:signIn`) asks the wallets it knows; the
  // embedded account signs the message through the frame instead.
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

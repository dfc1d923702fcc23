import type { Client, WalletConnectConfig } from '../client/types.ts'
import type { AdapterContext } from '../types/adapter.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { WALLET_CONNECT_NAMESPACES } from './constants.ts'
import type { WalletConnectProvider } from './types.ts'

/** What one client holds of WalletConnect: the loading/loaded SDK and the adapter contexts. */
export type WalletConnectEntry = {
  provider?: Promise<WalletConnectProvider>
  resolved?: WalletConnectProvider
  /** Adapter contexts per namespace, so wallet events reach the store like an adapter's. */
  contexts: Map<ChainNamespace, AdapterContext>
}

const entries = new WeakMap<Client, WalletConnectEntry>()

export function getWalletConnectEntry(client: Client): WalletConnectEntry {
  let found = entries.get(client)
  if (!found) {
    found = { contexts: new Map() }
    entries.set(client, found)
  }
  return found
}

/** The provider if the SDK has loaded, else `undefined` (never loads it). */
export function getLoadedWalletConnect(client: Client): WalletConnectProvider | undefined {
  return entries.get(client)?.resolved
}

/** The namespaces WalletConnect pairs for this client (configured ones it supports). */
export function getWalletConnectNamespaces(
  client: Pick<Client, 'networks'>,
  config: WalletConnectConfig,
): ChainNamespace[] {
  const configured = new Set(client.networks.map((network) => network.chainNamespace))
  const wanted = config.namespaces ?? WALLET_CONNECT_NAMESPACES
  return wanted.filter((ns) => configured.has(ns) && WALLET_CONNECT_NAMESPACES.includes(ns))
}

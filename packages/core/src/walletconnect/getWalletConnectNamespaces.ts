import type { Client, WalletConnectConfig } from '../client/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { WALLET_CONNECT_NAMESPACES } from './constants.ts'

/** The namespaces WalletConnect pairs for this client (configured ones it supports). */
export function getWalletConnectNamespaces(
  client: Pick<Client, 'networks'>,
  config: WalletConnectConfig,
): ChainNamespace[] {
  const configured = new Set(client.networks.map((network) => network.chainNamespace))
  const wanted = config.namespaces ?? WALLET_CONNECT_NAMESPACES
  return wanted.filter((ns) => configured.has(ns) && WALLET_CONNECT_NAMESPACES.includes(ns))
}

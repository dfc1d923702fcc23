import type { Wallet } from '../api/types.ts'
import type { Connector, ConnectorGroup, RecentWallet } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** A connector placed in the wallet list, with the group that placed it. */
export type GroupedConnector = { group: ConnectorGroup; connector: Connector; wallet?: undefined }

/** A directory wallet placed in the list (see addDirectoryWallets). */
export type GroupedWallet = {
  group: 'featured' | 'recommended'
  wallet: Wallet
  connector?: undefined
}

/** An entry of the Connect view's wallet list: a connector, or a directory wallet. */
export type GroupedEntry = GroupedConnector | GroupedWallet

/** Parameters of {@link groupConnectors}. */
export type GroupConnectorsParameters = {
  /** The visible connectors (after SPEC §6 hidden-wallet rules). */
  connectors: readonly Connector[]
  /** Group order from core's `getConnectorGroupOrder`. */
  order: readonly ConnectorGroup[]
  /** Newest first (SPEC §4). */
  recentWallets: readonly RecentWallet[]
  featuredWalletIds: readonly string[]
  /** Only connectors of this chain namespace. @defaultValue every namespace */
  namespace?: ChainNamespace | undefined
}

/** An extension present in this browser: injected, or announced through EIP-6963. */
export function isBrowserWallet(connector: Connector): boolean {
  return (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') && !!connector.installed
}

function recentRank(connector: Connector, recent: readonly RecentWallet[]): number {
  return recent.findIndex(
    (wallet) =>
      wallet.id === connector.id || (!!wallet.rdns && wallet.rdns === connector.info?.rdns),
  )
}

function featuredRank(connector: Connector, featured: readonly string[]): number {
  return featured.indexOf(connector.explorerId ?? connector.id)
}

/** The connectors of one group, in the order that group lists them. */
function membersOf(
  group: ConnectorGroup,
  p: GroupConnectorsParameters,
  connectors: readonly Connector[],
): Connector[] {
  const rankBy = (rank: (connector: Connector) => number) =>
    connectors.filter((connector) => rank(connector) >= 0).sort((a, b) => rank(a) - rank(b))
  switch (group) {
    case 'walletConnect':
      return connectors.filter((connector) => connector.type === 'WALLET_CONNECT')
    case 'recent':
      return rankBy((connector) => recentRank(connector, p.recentWallets))
    case 'injected':
      return connectors.filter(isBrowserWallet)
    case 'featured':
      return rankBy((connector) => featuredRank(connector, p.featuredWalletIds))
    case 'external':
      return connectors.filter((connector) => connector.type === 'EXTERNAL')
    // Custom wallets are site-defined entries no option configures yet; directory wallets
    // (featured, recommended) join through addDirectoryWallets, loaded with their data.
    case 'custom':
    case 'recommended':
      return []
  }
}

/**
 * The connectors of the Connect view's wallet list: groups in `order`, each connector once, in
 * the first group it belongs to (SPEC §2 Connector groups). Pure: same input, same list.
 */
export function groupConnectors(parameters: GroupConnectorsParameters): GroupedConnector[] {
  const { namespace } = parameters
  const connectors = namespace
    ? parameters.connectors.filter((connector) => connector.chain === namespace)
    : parameters.connectors
  const placed = new Set<string>()
  const list: GroupedConnector[] = []
  for (const group of parameters.order) {
    for (const connector of membersOf(group, parameters, connectors)) {
      if (placed.has(connector.id)) continue
      // The embedded wallet (AUTH) is the Connect view's email row, never a wallet row.
      if (connector.type === 'AUTH') continue
      // WalletConnect is listed by its own group only: a recent WalletConnect pairing isn't a
      // second row, and with its group left out (already connected through it) it isn't offered.
      if (connector.type === 'WALLET_CONNECT' && group !== 'walletConnect') continue
      placed.add(connector.id)
      list.push({ group, connector })
    }
  }
  return list
}

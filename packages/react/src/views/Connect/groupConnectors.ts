import type { Connector, ConnectorGroup, RecentWallet } from '@latch/core'

/** A connector placed in the wallet list, with the group that placed it. */
export type GroupedConnector = { group: ConnectorGroup; connector: Connector }

export type GroupConnectorsParameters = {
  connectors: readonly Connector[]
  /** Group order from core's `getConnectorGroupOrder`. */
  order: readonly ConnectorGroup[]
  /** Newest first (SPEC §4). */
  recentWallets: readonly RecentWallet[]
  featuredWalletIds: readonly string[]
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
function membersOf(group: ConnectorGroup, p: GroupConnectorsParameters): Connector[] {
  const rankBy = (rank: (connector: Connector) => number) =>
    p.connectors.filter((connector) => rank(connector) >= 0).sort((a, b) => rank(a) - rank(b))
  switch (group) {
    case 'walletConnect':
      return p.connectors.filter((connector) => connector.type === 'WALLET_CONNECT')
    case 'recent':
      return rankBy((connector) => recentRank(connector, p.recentWallets))
    case 'injected':
      return p.connectors.filter(isBrowserWallet)
    case 'featured':
      return rankBy((connector) => featuredRank(connector, p.featuredWalletIds))
    case 'external':
      return p.connectors.filter((connector) => connector.type === 'EXTERNAL')
    // Custom wallets and directory recommendations are wallets, not connectors: the AllWallets
    // issue brings them.
    case 'custom':
    case 'recommended':
      return []
  }
}

/**
 * The wallet list of the Connect view: groups in `order`, each connector once, in the first
 * group it belongs to (SPEC §2 Connector groups).
 */
export function groupConnectors(parameters: GroupConnectorsParameters): GroupedConnector[] {
  const placed = new Set<string>()
  const list: GroupedConnector[] = []
  for (const group of parameters.order) {
    for (const connector of membersOf(group, parameters)) {
      if (placed.has(connector.id)) continue
      placed.add(connector.id)
      list.push({ group, connector })
    }
  }
  return list
}

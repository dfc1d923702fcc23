import type { Wallet } from '../api/types.ts'
import type { Connector, ConnectorGroup, RecentWallet } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { mergeWalletFamilies } from './mergeWalletFamilies.ts'

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

/**
 * An extension present in this browser: injected, or announced (EIP-6963, Wallet Standard); a
 * MULTI_CHAIN wallet when one of its families is (only browser wallets merge into an installed
 * one, see `mergeWalletFamilies`).
 */
export function isBrowserWallet({ type, installed }: Connector): boolean {
  return /^(INJECTED|ANNOUNCED|MULTI_CHAIN)$/.test(type) && !!installed
}

/** The best (lowest) rank of a connector's families (a MULTI_CHAIN wallet's), -1 for none. */
function bestRank(connector: Connector, rank: (connector: Connector) => number): number {
  const ranks = (connector.connectors ?? [connector]).map(rank).filter((value) => value >= 0)
  return ranks.length ? Math.min(...ranks) : -1
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
    connectors
      .filter((connector) => bestRank(connector, rank) >= 0)
      .sort((a, b) => bestRank(a, rank) - bestRank(b, rank))
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
      // The site's own connectors (a MULTI_CHAIN one merges site connectors only, see familyKey).
      return connectors.filter(
        (connector) => (connector.connectors?.[0] ?? connector).type === 'EXTERNAL',
      )
    // Custom wallets are site-defined entries no option configures yet; directory wallets
    // (featured, recommended) join through addDirectoryWallets, loaded with their data.
    case 'custom':
    case 'recommended':
      return []
  }
}

/**
 * The connectors of the Connect view's wallet list: groups in `order`, each connector once, in
 * the first group it belongs to (SPEC §2 Connector groups); one wallet on several chain families
 * is one MULTI_CHAIN row (see `mergeWalletFamilies`). Pure: same input, same list.
 */
export function groupConnectors(parameters: GroupConnectorsParameters): GroupedConnector[] {
  const { namespace } = parameters
  const connectors = mergeWalletFamilies(
    namespace
      ? parameters.connectors.filter((connector) => connector.chain === namespace)
      : parameters.connectors,
  )
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

import type { Wallet } from '../api/types.ts'
import type { DirectoryState, WalletListStatus } from '../directory/directoryState.ts'
import { filterDirectoryWallets, filterVisibleConnectors } from '../directory/hiddenWallets.ts'
import type { Connector } from '../types/connector.ts'
import { isBrowserWallet } from './groupConnectors.ts'
import { mergeWalletFamilies } from './mergeWalletFamilies.ts'

/** One tile of the AllWallets grid: an installed extension, or a directory wallet. */
export type AllWalletsItem =
  | {
      key: string
      name: string
      imageUrl: string | undefined
      connector: Connector
      wallet?: undefined
    }
  | {
      key: string
      name: string
      imageUrl: string | undefined
      wallet: Wallet
      connector?: undefined
    }

/** Parameters of {@link getAllWalletsList}. */
export type GetAllWalletsListParameters = {
  /** `state.connectors` */
  connectors: readonly Connector[]
  /** `state.directory`: the full list and the search results. */
  directory: Pick<DirectoryState, 'all' | 'search'>
  /** The search box; blank shows the full list. */
  query: string
  /** SPEC §6: matched by id, rdns and name. */
  excludeWalletIds?: readonly string[] | undefined
  /** SPEC §6: the generic browser wallet is listed on phones only. */
  isMobile: boolean
}

/** What the AllWallets view shows. */
export type AllWalletsList = {
  items: AllWalletsItem[]
  /** Of the directory list shown: the full list, or the search results. */
  status: WalletListStatus
  /** More directory pages to load (never while searching: a search answers once, 100 at most). */
  hasMore: boolean
}

const EMPTY: readonly Wallet[] = []

/**
 * The connector that stands for a directory wallet (its explorer id is the wallet's id), if one
 * does: picking the wallet in a list connects through that connector.
 */
export function findWalletConnector(
  connectors: readonly Connector[],
  wallet: Pick<Wallet, 'id'>,
): Connector | undefined {
  return connectors.find((connector) => connector.explorerId === wallet.id)
}

/**
 * The AllWallets list (SPEC §2): installed extensions first (SPEC §6 hidden ones left out, those
 * whose name doesn't match the query too), then the directory — the pages of the full list
 * loaded so far, or the search results while `query` isn't blank. A directory wallet for an
 * installed extension (same rdns) or excluded by the site is left out. Pure.
 *
 * @example
 * const { items } = getAllWalletsList({
 *   connectors: state.connectors,
 *   directory: state.directory,
 *   query: 'rain',
 *   isMobile: false,
 * })
 */
export function getAllWalletsList(parameters: GetAllWalletsListParameters): AllWalletsList {
  const { directory, excludeWalletIds } = parameters
  const needle = parameters.query.trim().toLowerCase()
  const searching = needle !== ''
  const list = searching ? directory.search : directory.all
  // Results of an earlier query stay in the store while the next one loads: not shown.
  const wallets = searching && directory.search.status !== 'ready' ? EMPTY : list.wallets
  // One tile per wallet, as on Connect: a wallet on several chain families is one MULTI_CHAIN
  // connector (picked, it asks which family).
  const installed = mergeWalletFamilies(
    filterVisibleConnectors(parameters.connectors, {
      excludeWalletIds,
      isMobile: parameters.isMobile,
    }).filter(isBrowserWallet),
  )
  const installedRdns = new Set(installed.flatMap((c) => (c.info?.rdns ? [c.info.rdns] : [])))
  const local: AllWalletsItem[] = installed
    .filter((connector) => connector.name.toLowerCase().includes(needle))
    .map((connector) => ({
      key: `connector:${connector.id}`,
      name: connector.name,
      imageUrl: connector.imageUrl,
      connector,
    }))
  const remote: AllWalletsItem[] = filterDirectoryWallets(wallets, {
    excludeWalletIds,
    installedRdns,
  }).map((wallet) => ({
    key: `wallet:${wallet.id}`,
    name: wallet.name,
    imageUrl: wallet.image_url ?? undefined,
    wallet,
  }))
  return {
    items: [...local, ...remote],
    status: list.status,
    hasMore: !searching && (list.page === 0 || list.wallets.length < list.count),
  }
}

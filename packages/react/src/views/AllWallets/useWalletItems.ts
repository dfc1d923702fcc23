import type { Connector, LatchState, Wallet, WalletListStatus } from '@latch/core'
import { filterDirectoryWallets, filterVisibleConnectors, isMobile } from '@latch/core/internal'
import { useMemo } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { isBrowserWallet } from '../Connect/groupConnectors.ts'

/** One tile of the AllWallets grid: an installed extension, or a directory wallet. */
export type WalletItem =
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

export type WalletItems = {
  items: WalletItem[]
  /** Of the directory list shown: the full list, or the search results. */
  status: WalletListStatus
  /** More directory pages to load (never while searching: a search answers once, 100 at most). */
  hasMore: boolean
}

const EMPTY: Wallet[] = []
const selectConnectors = (state: LatchState) => state.connectors
const selectAll = (state: LatchState) => state.directory.all
const selectSearch = (state: LatchState) => state.directory.search

/**
 * The AllWallets list: installed extensions first (SPEC §6 hidden ones left out), then the
 * directory — pages of the full list, or the search results while `query` is set. Directory
 * entries for an installed extension (same rdns) and excluded ones are dropped.
 */
export function useWalletItems(query: string): WalletItems {
  const client = useLatchClient()
  const connectors = useLatchStore(selectConnectors)
  const all = useLatchStore(selectAll)
  const search = useLatchStore(selectSearch)
  const { excludeWalletIds } = client.options
  const searching = query.trim() !== ''
  const list = searching ? search : all
  // Results of an earlier query stay in the store while the next one loads: not shown.
  const wallets = searching && search.status !== 'ready' ? EMPTY : list.wallets

  const installed = useMemo(
    () =>
      filterVisibleConnectors(connectors, { excludeWalletIds, isMobile: isMobile() }).filter(
        isBrowserWallet,
      ),
    [connectors, excludeWalletIds],
  )
  const needle = query.trim().toLowerCase()
  const items = useMemo(() => {
    const installedRdns = new Set(installed.flatMap((c) => (c.info?.rdns ? [c.info.rdns] : [])))
    const local: WalletItem[] = installed
      .filter((connector) => connector.name.toLowerCase().includes(needle))
      .map((connector) => ({
        key: `connector:${connector.id}`,
        name: connector.name,
        imageUrl: connector.imageUrl,
        connector,
      }))
    const remote: WalletItem[] = filterDirectoryWallets(wallets, {
      excludeWalletIds,
      installedRdns,
    }).map((wallet) => ({
      key: `wallet:${wallet.id}`,
      name: wallet.name,
      imageUrl: wallet.image_url ?? undefined,
      wallet,
    }))
    return [...local, ...remote]
  }, [installed, needle, wallets, excludeWalletIds])

  return {
    items,
    status: list.status,
    hasMore: !searching && (list.page === 0 || list.wallets.length < list.count),
  }
}

import type { LatchState } from '@latch/core'
import {
  type AllWalletsItem,
  type AllWalletsList,
  getAllWalletsList,
  isMobile,
} from '@latch/core/internal'
import { useMemo } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'

/** One tile of the AllWallets grid: an installed extension, or a directory wallet. */
export type WalletItem = AllWalletsItem

const selectConnectors = (state: LatchState) => state.connectors
const selectAll = (state: LatchState) => state.directory.all
const selectSearch = (state: LatchState) => state.directory.search

/**
 * The AllWallets list for `query`, as core's `getAllWalletsList` makes it from the store:
 * installed extensions first, then the directory's pages or search results.
 */
export function useWalletItems(query: string): AllWalletsList {
  const client = useLatchClient()
  const connectors = useLatchStore(selectConnectors)
  const all = useLatchStore(selectAll)
  const search = useLatchStore(selectSearch)
  const { excludeWalletIds } = client.options
  return useMemo(
    () =>
      getAllWalletsList({
        connectors,
        directory: { all, search },
        query,
        excludeWalletIds,
        isMobile: isMobile(),
      }),
    [connectors, all, search, query, excludeWalletIds],
  )
}

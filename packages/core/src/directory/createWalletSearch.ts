import type { WalletPage } from '../api/types.ts'
import type { Client } from '../client/types.ts'
import { SEARCH_MIN_WAIT_MS, SEARCH_PAGE_SIZE } from '../constants.ts'
import { EMPTY_WALLET_LIST } from './directoryState.ts'
import { walletQuery } from './walletQuery.ts'

/** AllWallets search bound to one client (see `createWalletSearch`). */
export type WalletSearch = {
  /** Sets the query; the request goes out once typing pauses for 300 ms (SPEC §9). */
  setQuery(query: string): void
  /** Stops a pending request. */
  cancel(): void
}

/**
 * AllWallets search: one request per pause in typing (asks for 100, SPEC §9), and an answer to
 * an older query never overwrites a newer one.
 */
export function createWalletSearch(client: Client): WalletSearch {
  let timer: ReturnType<typeof setTimeout> | undefined
  let latest = 0
  const set = (patch: Partial<ReturnType<typeof client.getState>['directory']['search']>) =>
    client.store.setState((state) => ({
      directory: { ...state.directory, search: { ...state.directory.search, ...patch } },
    }))

  const run = async (query: string, id: number) => {
    try {
      const page = await client.api.directory.get<WalletPage>('/getWallets', {
        ...walletQuery(client),
        search: query,
        page: 1,
        entries: SEARCH_PAGE_SIZE,
      })
      if (id !== latest) return
      set({ status: 'ready', wallets: page.data, count: page.count, page: 1 })
    } catch (error) {
      if (id !== latest) return
      client.logger.warn('wallet search failed', error)
      set({ status: 'error', wallets: [], count: 0 })
    }
  }

  return {
    setQuery(raw) {
      const query = raw.trim()
      clearTimeout(timer)
      const id = ++latest
      if (!query) {
        set({ ...EMPTY_WALLET_LIST, query: '' })
        return
      }
      set({ query, status: 'loading' })
      timer = setTimeout(() => void run(query, id), SEARCH_MIN_WAIT_MS)
    },
    cancel() {
      clearTimeout(timer)
      latest++
    },
  }
}

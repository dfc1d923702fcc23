import type { WalletPage } from '../api/types.ts'
import type { Client } from '../client/types.ts'
import type { DirectoryState, WalletList } from './directoryState.ts'

/** The directory lists read page by page (search has its own reader). */
export type ListName = 'recommended' | 'featured' | 'all'

function setList(client: Client, name: ListName, patch: Partial<WalletList>): void {
  client.store.setState((state) => ({
    directory: { ...state.directory, [name]: { ...state.directory[name], ...patch } },
  }))
}

/**
 * Reads one `/getWallets` page into `state.directory[name]` (appended, or in place of the list),
 * without duplicates. A failure logs and leaves status `error`; nothing throws.
 */
export async function loadWalletList(
  client: Client,
  name: ListName,
  query: Parameters<Client['api']['directory']['get']>[1],
  append: boolean,
): Promise<void> {
  setList(client, name, { status: 'loading' })
  try {
    const page = await client.api.directory.get<WalletPage>('/getWallets', query)
    client.store.setState((state) => {
      const list: WalletList = state.directory[name]
      const wallets = append ? [...list.wallets, ...page.data] : page.data
      const seen = new Set<string>()
      const unique = wallets.filter((wallet) => !seen.has(wallet.id) && seen.add(wallet.id))
      const next: DirectoryState[ListName] = {
        status: 'ready',
        wallets: unique,
        count: page.count,
        page: Number(query?.page ?? 1),
      }
      return { directory: { ...state.directory, [name]: next } }
    })
  } catch (error) {
    client.logger.warn(`could not load the ${name} wallets`, error)
    setList(client, name, { status: 'error' })
  }
}

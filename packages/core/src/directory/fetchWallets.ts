import type { WalletPage } from '../api/types.ts'
import type { Client } from '../client/types.ts'
import { RECOMMENDED_WALLETS_COUNT, WALLET_PAGE_SIZE } from '../constants.ts'
import type { DirectoryState, WalletList } from './directoryState.ts'
import { walletQuery } from './walletQuery.ts'

type ListName = 'recommended' | 'featured' | 'all'

function setList(client: Client, name: ListName, patch: Partial<WalletList>): void {
  client.store.setState((state) => ({
    directory: { ...state.directory, [name]: { ...state.directory[name], ...patch } },
  }))
}

async function load(
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

/**
 * The Connect view's directory part: 4 recommended wallets (SPEC §9) and the site's featured
 * ids. Failures leave an `error` status for the view to offer a retry; nothing throws.
 */
export async function fetchConnectWallets(client: Client): Promise<void> {
  const base = walletQuery(client)
  const featuredIds = client.options.featuredWalletIds ?? []
  await Promise.all([
    load(client, 'recommended', { ...base, page: 1, entries: RECOMMENDED_WALLETS_COUNT }, false),
    featuredIds.length
      ? load(
          client,
          'featured',
          { ...base, include: featuredIds, page: 1, entries: featuredIds.length },
          false,
        )
      : Promise.resolve(),
  ])
}

/**
 * Loads the next AllWallets page of 40 (SPEC §9); a call while a page is loading, or after the
 * last page, does nothing.
 */
export async function fetchNextWalletPage(client: Client): Promise<void> {
  const list = client.store.getState().directory.all
  if (list.status === 'loading') return
  if (list.page > 0 && list.wallets.length >= list.count) return
  const page = list.status === 'error' ? Math.max(list.page, 0) + 1 : list.page + 1
  await load(client, 'all', { ...walletQuery(client), page, entries: WALLET_PAGE_SIZE }, page > 1)
}

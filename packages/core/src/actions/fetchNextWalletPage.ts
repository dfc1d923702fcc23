import type { Client } from '../client/types.ts'
import { WALLET_PAGE_SIZE } from '../constants.ts'
import { loadWalletList } from '../directory/loadWalletList.ts'
import { walletQuery } from '../directory/walletQuery.ts'

/** What {@link fetchNextWalletPage} resolves with. */
export type FetchNextWalletPageReturnType = undefined
/** {@link fetchNextWalletPage} throws nothing by design. */
export type FetchNextWalletPageErrorType = never

/**
 * Loads the next AllWallets page of 40 (SPEC §9); a call while a page is loading, or after the
 * last page, does nothing. Nothing throws: a failure leaves status `error`.
 *
 * @example
 * await fetchNextWalletPage(latch)
 */
export async function fetchNextWalletPage(client: Client): Promise<FetchNextWalletPageReturnType> {
  const list = client.store.getState().directory.all
  if (list.status === 'loading') return
  if (list.page > 0 && list.wallets.length >= list.count) return
  const page = list.status === 'error' ? Math.max(list.page, 0) + 1 : list.page + 1
  await loadWalletList(
    client,
    'all',
    { ...walletQuery(client), page, entries: WALLET_PAGE_SIZE },
    page > 1,
  )
}

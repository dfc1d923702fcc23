import type { Client } from '../client/types.ts'
import { RECOMMENDED_WALLETS_COUNT } from '../constants.ts'
import { loadWalletList } from '../directory/loadWalletList.ts'
import { walletQuery } from '../directory/walletQuery.ts'

/** What {@link fetchConnectWallets} resolves with. */
export type FetchConnectWalletsReturnType = undefined
/** {@link fetchConnectWallets} throws nothing by design. */
export type FetchConnectWalletsErrorType = never

/**
 * The Connect view's directory part: 4 recommended wallets (SPEC §9) and the site's featured
 * ids. Failures leave an `error` status for the view to offer a retry; nothing throws.
 *
 * @example
 * await fetchConnectWallets(latch)
 * latch.getState().directory.recommended.wallets
 */
export async function fetchConnectWallets(client: Client): Promise<FetchConnectWalletsReturnType> {
  const base = walletQuery(client)
  const featuredIds = client.options.featuredWalletIds ?? []
  await Promise.all([
    loadWalletList(
      client,
      'recommended',
      { ...base, page: 1, entries: RECOMMENDED_WALLETS_COUNT },
      false,
    ),
    featuredIds.length
      ? loadWalletList(
          client,
          'featured',
          { ...base, include: featuredIds, page: 1, entries: featuredIds.length },
          false,
        )
      : Promise.resolve(),
  ])
}

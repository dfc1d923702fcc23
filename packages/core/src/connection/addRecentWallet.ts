import { RECENT_WALLETS_MAX } from '../constants.ts'
import type { RecentWallet } from '../types/connector.ts'

/** SPEC §4: recent wallets are newest first, without duplicates, at most 2. */
export function addRecentWallet(
  recent: readonly RecentWallet[],
  wallet: RecentWallet,
): RecentWallet[] {
  return [wallet, ...recent.filter((known) => known.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
}

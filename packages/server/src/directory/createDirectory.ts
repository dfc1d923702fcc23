import type { Directory, DirectoryWallet } from './types.ts'

/**
 * Ranks wallets (recommended first, otherwise the given order, which is stable) and indexes
 * them by id. Duplicate ids are an error in the data.
 */
export function createDirectory(wallets: readonly DirectoryWallet[]): Directory {
  const ranked = [
    ...wallets.filter((wallet) => wallet.recommended),
    ...wallets.filter((wallet) => !wallet.recommended),
  ]
  const byId = new Map<string, DirectoryWallet>()
  const rank = new Map<string, number>()
  for (const [index, wallet] of ranked.entries()) {
    if (byId.has(wallet.id)) throw new Error(`Duplicate wallet id in the directory: ${wallet.id}`)
    byId.set(wallet.id, wallet)
    rank.set(wallet.id, index + 1)
  }
  return { wallets: ranked, byId, rank }
}

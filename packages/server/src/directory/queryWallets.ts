import type { Directory, DirectoryWallet } from './types.ts'

export type QueryWalletsParameters = {
  /** 1-based page number. */
  page: number
  entries: number
  include: readonly string[]
  exclude: readonly string[]
  /** CAIP-2 ids; a wallet matches when it supports any of them. */
  chains: readonly string[]
  search?: string | undefined
  badgeType?: string | undefined
}

export type QueryWalletsReturnType = { data: DirectoryWallet[]; count: number }

/**
 * Filters the ranked directory and returns one page plus the total match count.
 * Search is a case-insensitive substring match on the name.
 */
export function queryWallets(
  directory: Directory,
  { page, entries, include, exclude, chains, search, badgeType }: QueryWalletsParameters,
): QueryWalletsReturnType {
  const included = include.length > 0 ? new Set(include) : undefined
  const excluded = new Set(exclude)
  const needle = search?.trim().toLowerCase()
  const matches = directory.wallets.filter(
    (wallet) =>
      (!included || included.has(wallet.id)) &&
      !excluded.has(wallet.id) &&
      (!needle || wallet.name.toLowerCase().includes(needle)) &&
      (!badgeType || wallet.badge_type === badgeType) &&
      (chains.length === 0 || chains.some((chain) => supportsChain(wallet, chain))),
  )
  const start = (page - 1) * entries
  return { data: matches.slice(start, start + entries), count: matches.length }
}

/** A wallet supports a chain it lists, and any EVM chain when it can add networks. */
export function supportsChain(wallet: DirectoryWallet, chain: string): boolean {
  return wallet.chains.includes(chain) || (wallet.evm_any_chain && chain.startsWith('eip155:'))
}

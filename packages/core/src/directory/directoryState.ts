import type { Wallet } from '../api/types.ts'

/** Loading state of one wallet list. */
export type WalletListStatus = 'idle' | 'loading' | 'ready' | 'error'

/** One list of directory wallets as loaded so far, page by page. */
export type WalletList = {
  status: WalletListStatus
  wallets: Wallet[]
  /** How many the server has in all (for paging). */
  count: number
  /** The last page loaded (1-based); 0 before the first. */
  page: number
}

/** The wallet directory as the modal shows it (not persisted). */
export type DirectoryState = {
  /** SPEC §9: 4 recommended wallets for the Connect view. */
  recommended: WalletList
  /** The site's featured ids, in the site's order. */
  featured: WalletList
  /** AllWallets, paged by 40. */
  all: WalletList
  /** AllWallets search: the query shown and its results (up to 100). */
  search: WalletList & { query: string }
}

export const EMPTY_WALLET_LIST: WalletList = { status: 'idle', wallets: [], count: 0, page: 0 }

export const INITIAL_DIRECTORY_STATE: DirectoryState = {
  recommended: EMPTY_WALLET_LIST,
  featured: EMPTY_WALLET_LIST,
  all: EMPTY_WALLET_LIST,
  search: { ...EMPTY_WALLET_LIST, query: '' },
}

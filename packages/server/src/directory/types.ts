/** A wallet as stored in the directory data (data/wallets.json). */
export type DirectoryWallet = {
  id: string
  name: string
  homepage: string | null
  /** Reverse-DNS id of the wallet's EIP-6963 provider, when it has one. */
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  /** CAIP-2 chain ids the wallet supports. */
  chains: string[]
  /** The wallet can add any EVM network, so it matches every `eip155:*` chain filter. */
  evm_any_chain: boolean
  /** Our own curation mark (`certified` or `none`). */
  badge_type: string
  recommended: boolean
}

/** The loaded, ranked directory with lookups by id and image id. */
export type Directory = {
  /** Ranked: recommended wallets first, then the data order. */
  wallets: readonly DirectoryWallet[]
  byId: ReadonlyMap<string, DirectoryWallet>
  /** Rank (1-based) per wallet id. */
  rank: ReadonlyMap<string, number>
}

import type { Nft } from '../api/types.ts'
import type { CaipNetworkId } from '../types/network.ts'

/** Where the NFT list stands; `unsupported` on namespaces the API has no NFTs for. */
export type NftsStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unsupported'

/** The NFT slice of the store: one account on one chain at a time. */
export type NftsState = {
  status: NftsStatus
  /** Loaded so far; spam collections left out. */
  nfts: Nft[]
  /** Cursor of the next page; `undefined` on the last page. */
  next: string | undefined
  address: string | undefined
  chainId: CaipNetworkId | undefined
}

export const INITIAL_NFTS_STATE: NftsState = {
  status: 'idle',
  nfts: [],
  next: undefined,
  address: undefined,
  chainId: undefined,
}

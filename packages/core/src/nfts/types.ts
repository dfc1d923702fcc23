import type { CaipNetworkId } from '../types/network.ts'

/** One NFT the account holds, as `GET /v1/account/{address}/nfts` answers it. */
export type Nft = {
  /** CAIP-19 asset id, e.g. `eip155:1/erc721:0x…/1`. */
  id: string
  /** CAIP-2 id of the chain. */
  chainId: string
  contract: string
  /** Decimal token id. */
  tokenId: string
  name: string
  description: string | null
  /** A `data:image/…` URI or an http(s) URL; null when the metadata has none. */
  image: string | null
  collection: { name: string; symbol: string }
  flags: { is_spam: boolean }
}

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

/** What the server shows of an NFT's metadata (from its `tokenURI`); null when unknown. */
export type NftMetadata = {
  name: string | null
  description: string | null
  /** A `data:image/…` URI or an http(s) URL. */
  image: string | null
}

/** One NFT of `GET /v1/account/:address/nfts`. */
export type AccountNft = {
  /** CAIP-19 asset id: `eip155:31337/erc721:0x…/1`. */
  id: string
  /** CAIP-2 chain id. */
  chainId: string
  /** Checksummed contract address. */
  contract: string
  /** Decimal token id. */
  tokenId: string
  /** The metadata name, or `<collection> #<id>` when the metadata has none. */
  name: string
  description: string | null
  image: string | null
  collection: { name: string; symbol: string }
  flags: { is_spam: boolean }
}

/** The answer of the NFT endpoint; `next` is an opaque cursor, null on the last page. */
export type NftPage = { data: AccountNft[]; next: string | null }

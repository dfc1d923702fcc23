/** What the server shows of an NFT's metadata (from its `tokenURI`); null when unknown. */
export type NftMetadata = {
  name: string | null
  description: string | null
  /** A `data:image/…` URI or an http(s) URL. */
  image: string | null
}

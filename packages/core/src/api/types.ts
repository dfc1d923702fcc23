// The answers of the Latch server's HTTP API (SPEC §7), defined once: the kit reads them and
// `@latch/server` writes them, both through `@latch/core/api`.

/**
 * One token the account holds on one chain (SPEC §3 Token balance), an entry of
 * {@link BalanceAnswer}.
 *
 * @example
 * const usdc: TokenBalance = {
 *   name: 'USD Coin',
 *   symbol: 'USDC',
 *   chainId: 'eip155:1',
 *   address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
 *   value: 1.5,
 *   price: 1,
 *   quantity: { decimals: '6', numeric: '1.5' },
 *   iconUrl: 'https://example.com/public/getTokenImage/usdc',
 * }
 */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 id of the chain, e.g. `eip155:1`. */
  chainId: string
  /** CAIP-10 id of the token contract or mint; absent for the native currency. */
  address?: string
  /** USD value of the quantity. */
  value: number
  /** USD price of one whole token. */
  price: number
  /** Decimals and the amount in whole units as decimal text (`'1.5'`). */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** What `GET /v1/account/{address}/balance` answers: the native currency first, then tokens. */
export type BalanceAnswer = { balances: TokenBalance[] }

/** What `GET /v1/supported-chains` answers: the CAIP-2 ids served over HTTP and over WebSocket. */
export type SupportedChainsAnswer = { http: string[]; ws: string[] }

/** One priced token, an entry of {@link FungiblePriceAnswer}. */
export type Fungible = {
  name: string
  symbol: string
  iconUrl: string
  /** USD price of one whole token. */
  price: number
  /** CAIP-10 id of the token, as the request named it. */
  address: string
}

/** What `POST /v1/fungible/price` answers: the tokens of the request the server knows. */
export type FungiblePriceAnswer = { fungibles: Fungible[] }

/** One NFT the account holds, an entry of {@link NftPage}. */
export type Nft = {
  /** CAIP-19 asset id, e.g. `eip155:1/erc721:0x…/1`. */
  id: string
  /** CAIP-2 id of the chain. */
  chainId: string
  /** Checksummed contract address. */
  contract: string
  /** Decimal token id. */
  tokenId: string
  /** The metadata name, or `<collection> #<id>` when the metadata has none. */
  name: string
  description: string | null
  /** A `data:image/…` URI or an http(s) URL; null when the metadata has none. */
  image: string | null
  collection: { name: string; symbol: string }
  /** `is_spam`: the contract is on the server's spam list (airdrops); the kit hides it. */
  flags: { is_spam: boolean }
}

/** What `GET /v1/account/{address}/nfts` answers; `next` is an opaque cursor, null at the end. */
export type NftPage = { data: Nft[]; next: string | null }

/**
 * A wallet of the wallet directory (SPEC §3 Wallet), an entry of {@link WalletPage}. The Latch
 * server sends every field (`Required<Wallet>`); the kit also reads directory hosts that leave
 * the optional ones out.
 */
export type Wallet = {
  /** Directory id, the key of `include` / `exclude` and of the featured wallet ids. */
  id: string
  name: string
  /** Id of the wallet's image (`/getWalletImage/{image_id}`). */
  image_id?: string | null
  /** Absolute URL of the wallet's image. */
  image_url?: string | null
  /** Reverse-DNS id of the wallet's EIP-6963 provider, when it has one. */
  rdns?: string | null
  /** Deep link or universal link that opens the mobile app. */
  mobile_link?: string | null
  /** Deep link that opens the desktop app. */
  desktop_link?: string | null
  /** URL of the wallet's web app. */
  webapp_link?: string | null
  homepage?: string | null
  /** CAIP-2 ids of the chains the wallet supports. */
  chains?: string[]
  /** The directory's curation mark: `certified` or `none`. */
  badge_type?: string | null
  /** 1-based rank in the directory: recommended wallets first. */
  order?: number
}

/** What `GET /getWallets` answers: one page and the number of wallets matching the query. */
export type WalletPage = { data: Wallet[]; count: number }

/** What `GET /v1/identity/{address}` answers: the account's name and avatar, or nulls. */
export type Identity = { name: string | null; avatar: string | null }

/**
 * What `GET /v1/profile/account/{name}` answers (SPEC §7). Times are unix seconds; `addresses`
 * is keyed by the ENSIP-11 coin type of each chain the name resolves on.
 */
export type Profile = {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: number }>
  attributes: { avatar?: string }
}

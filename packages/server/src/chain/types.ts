/** An ERC20 token the server reports balances and prices for. */
export type TokenConfig = {
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
}

/** The native currency of a chain. */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** One EVM chain the blockchain API serves and the indexer follows. */
export type ChainConfig = {
  chainId: number
  rpcUrl: string
  /** @defaultValue `Chain <chainId>` */
  name?: string | undefined
  /** @defaultValue Ether (ETH, 18 decimals) */
  nativeCurrency?: NativeCurrency | undefined
  /** Tokens always listed in balances; the indexer adds every ERC20 it sees transferred. */
  tokens?: TokenConfig[] | undefined
  /** First block the indexer reads. @defaultValue 0 */
  startBlock?: number | undefined
  /**
   * Address of a Latch name registry (the devnet's `nameRegistry`: `nameOf`, `avatarOf`,
   * `resolve`) for identity and profile lookups. @defaultValue none: no names on this chain
   */
  nameRegistry?: `0x${string}` | undefined
  /**
   * NFT contracts whose tokens are spam: flagged `is_spam` in NFT lists and history, so the kit
   * hides their airdrops (SPEC §5 Activity). @defaultValue []
   */
  spamContracts?: `0x${string}`[] | undefined
  /**
   * Swaps (the `/v1/convert/*` API) through a Uniswap V2 router: the devnet writes its own AMM
   * here. @defaultValue none: 'Network not supported for Swaps' on this chain
   */
  swaps?: SwapsConfig | undefined
  /**
   * The chain's ERC-4337 bundler (JSON-RPC for EntryPoint v0.8 user operations: the devnet's
   * alto on 31337). The embedded wallet's frame gets it in its boot config and offers the
   * visitor's smart account on this chain only; its origin joins the frame's CSP `connect-src`.
   * @defaultValue none: EOA only on this chain
   */
  bundlerUrl?: string | undefined
}

/** A chain's swap venue: a Uniswap V2 Router02 with its factory and wrapped native token. */
export type SwapsConfig = {
  router: `0x${string}`
  factory: `0x${string}`
  /** The wrapped native token (WETH) the router swaps the native currency through. */
  weth: `0x${string}`
  /**
   * ERC-20 tokens offered for swaps besides the native currency, in list order; each must also
   * be in the chain's `tokens` (for its name, symbol and decimals).
   */
  tokens: `0x${string}`[]
}

/** USD price per token symbol (upper case), e.g. `{ ETH: 3000, USDC: 1 }`. */
export type PriceTable = Readonly<Record<string, number>>

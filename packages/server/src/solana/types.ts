/** An SPL mint the server names in balances; unknown mints are listed with a short name. */
export type SolanaTokenConfig = {
  /** Base58 mint address. */
  mint: string
  name: string
  symbol: string
}

/** One Solana cluster the balance API serves (SPEC §9: balance chains are eip155 and solana). */
export type SolanaChainConfig = {
  /** CAIP-2 id, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  chainId: string
  /** JSON-RPC (HTTP) URL, e.g. `http://127.0.0.1:8899`. */
  rpcUrl: string
  /** @defaultValue the chain id */
  name?: string | undefined
  /** Mints with their names and symbols. @defaultValue [] */
  tokens?: SolanaTokenConfig[] | undefined
}

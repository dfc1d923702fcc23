import type { SolanaChainConfig, SolanaTokenConfig } from './types.ts'

/** A served Solana cluster. */
export type SolanaChainRuntime = {
  /** CAIP-2 id, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  caip2: string
  name: string
  rpcUrl: string
  /** Known mints by base58 address. */
  tokens: ReadonlyMap<string, SolanaTokenConfig>
}

export type SolanaChainRegistry = {
  list: readonly SolanaChainRuntime[]
  get: (caip2: string) => SolanaChainRuntime | undefined
}

const SOLANA_CAIP2 = /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/

/** Checks and indexes the configured Solana clusters. */
export function createSolanaRegistry(configs: readonly SolanaChainConfig[]): SolanaChainRegistry {
  const list = configs.map((config): SolanaChainRuntime => {
    if (!SOLANA_CAIP2.test(config.chainId))
      throw new Error(
        `Solana chainId must be solana:<genesis hash prefix>, got '${config.chainId}'`,
      )
    if (!/^https?:\/\//.test(config.rpcUrl))
      throw new Error(`Solana chain ${config.chainId}: rpcUrl must be http(s)`)
    return {
      caip2: config.chainId,
      name: config.name ?? config.chainId,
      rpcUrl: config.rpcUrl,
      tokens: new Map((config.tokens ?? []).map((token) => [token.mint, token])),
    }
  })
  const byId = new Map(list.map((chain) => [chain.caip2, chain]))
  if (byId.size !== list.length) throw new Error('Each Solana chain id may be configured only once')
  return { list, get: (caip2) => byId.get(caip2) }
}

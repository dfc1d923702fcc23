import type { ChainConfig } from '../chain/types.ts'
import type { SolanaChainConfig } from '../solana/types.ts'

/**
 * Parses `LATCH_RPC_URLS`: comma-separated `chainId=url` pairs, e.g.
 * `31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546`.
 */
export function parseRpcUrls(value: string): ChainConfig[] {
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const match = /^(\d{1,15})=(https?:\/\/\S+)$/.exec(pair)
      if (!match) throw new Error(`LATCH_RPC_URLS: expected chainId=http(s)://url, got '${pair}'`)
      return { chainId: Number(match[1]), rpcUrl: match[2]! }
    })
}

/**
 * Parses `LATCH_SOLANA_RPC_URLS`: comma-separated `caip2=url` pairs, e.g.
 * `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1=http://127.0.0.1:8899`.
 */
export function parseSolanaRpcUrls(value: string): SolanaChainConfig[] {
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const match = /^(solana:[1-9A-HJ-NP-Za-km-z]{1,32})=(https?:\/\/\S+)$/.exec(pair)
      if (!match)
        throw new Error(`LATCH_SOLANA_RPC_URLS: expected solana:<ref>=http(s)://url, got '${pair}'`)
      return { chainId: match[1]!, rpcUrl: match[2]! }
    })
}

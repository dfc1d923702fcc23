import type { ChainConfig } from '../chain/types.ts'

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

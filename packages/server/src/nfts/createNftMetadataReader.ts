import { parseAbi } from 'viem'
import { createTtlCache } from '../cache/createTtlCache.ts'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { decodeTokenUri } from './decodeTokenUri.ts'
import type { NftMetadata } from './types.ts'

/** How long decoded NFT metadata is kept per process. */
export const NFT_METADATA_CACHE_TTL_MS = 10 * 60_000

const tokenUriAbi = parseAbi(['function tokenURI(uint256 tokenId) view returns (string)'])

/** A token whose metadata is wanted. `contract` is lower case. */
export type NftRef = { contract: string; tokenId: bigint }

/** Reads NFT metadata of one chain's tokens, cached; see createNftMetadataReader. */
export type NftMetadataReader = {
  /**
   * Metadata by `nftKey(ref)`. Uncached tokens are read in one multicall of `tokenURI`; a token
   * whose call fails gets null fields. Throws when the RPC itself fails.
   */
  read: (chain: ChainRuntime, refs: readonly NftRef[]) => Promise<Map<string, NftMetadata>>
}

/** Cache key of a token: `contract/tokenId`. */
export function nftKey({ contract, tokenId }: NftRef): string {
  return `${contract}/${tokenId}`
}

/**
 * Creates the reader of ERC-721 metadata shared by the NFT list and history. Token URIs that
 * are JSON data URIs are decoded (see decodeTokenUri); results are cached for `ttlMs`.
 *
 * @example
 * const reader = createNftMetadataReader()
 * const metadata = await reader.read(chain, [{ contract: '0x…', tokenId: 1n }])
 */
export function createNftMetadataReader({
  ttlMs = NFT_METADATA_CACHE_TTL_MS,
}: {
  /** @defaultValue NFT_METADATA_CACHE_TTL_MS (10 min) */
  ttlMs?: number | undefined
} = {}): NftMetadataReader {
  const cache = createTtlCache<NftMetadata>({ ttlMs })
  return {
    async read(chain, refs) {
      const result = new Map<string, NftMetadata>()
      const missingByKey = new Map<string, NftRef>()
      for (const ref of refs) {
        const key = nftKey(ref)
        const cached = cache.get(`${chain.caip2}/${key}`)
        if (cached) result.set(key, cached)
        else missingByKey.set(key, ref)
      }
      const missing = [...missingByKey.values()]
      if (missing.length === 0) return result
      const answers = await chain.client.multicall({
        contracts: missing.map(({ contract, tokenId }) => ({
          address: contract as `0x${string}`,
          abi: tokenUriAbi,
          functionName: 'tokenURI' as const,
          args: [tokenId] as const,
        })),
        allowFailure: true,
        batchSize: 0,
      })
      missing.forEach((ref, i) => {
        const answer = answers[i]
        const metadata =
          answer?.status === 'success'
            ? decodeTokenUri(answer.result)
            : { name: null, description: null, image: null }
        // A failed call may be a token minted a moment ago: only cache real answers.
        if (answer?.status === 'success') cache.set(`${chain.caip2}/${nftKey(ref)}`, metadata)
        result.set(nftKey(ref), metadata)
      })
      return result
    },
  }
}

import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import { upstreamError } from '../validation/upstreamError.ts'
import type { NftMetadataReader } from './createNftMetadataReader.ts'
import type { NftMetadata } from './types.ts'

/** A token of some served chain. `contract` is lower case, `tokenId` decimal. */
export type ChainNft = { chainId: string; contract: string; tokenId: string }

/** NFT metadata by `chainId/contract/tokenId` (see chainKey). */
export type NftMetadataIndex = Map<string, NftMetadata>

/** Index key of a token: `chainId/contract/tokenId`. */
export const chainKey = ({ chainId, contract, tokenId }: ChainNft) =>
  `${chainId}/${contract}/${tokenId}`

/**
 * Metadata of `nfts` (any chains), one reader call per chain; chains the registry does not serve
 * are skipped. `onRpcError`: `'throw'` answers 502 `upstream_error` (the NFT list has nothing to
 * show without it), `'skip'` only loses that chain's names and previews (history still shows).
 */
export async function readNftMetadata(
  reader: NftMetadataReader,
  registry: ChainRegistry,
  nfts: readonly ChainNft[],
  onRpcError: 'throw' | 'skip',
): Promise<NftMetadataIndex> {
  const byChain = new Map<string, { contract: string; tokenId: bigint }[]>()
  for (const { chainId, contract, tokenId } of nfts) {
    const refs = byChain.get(chainId) ?? []
    refs.push({ contract, tokenId: BigInt(tokenId) })
    byChain.set(chainId, refs)
  }
  const index: NftMetadataIndex = new Map()
  await Promise.all(
    [...byChain].map(async ([chainId, refs]) => {
      const chain = registry.get(chainId)
      if (!chain) return
      const found = await reader
        .read(chain, refs)
        .catch(
          onRpcError === 'throw'
            ? upstreamError('NFT metadata', chainId)
            : () => new Map<string, NftMetadata>(),
        )
      for (const [key, metadata] of found) index.set(`${chainId}/${key}`, metadata)
    }),
  )
  return index
}

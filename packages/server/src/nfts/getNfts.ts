import type { Nft, NftPage } from '@latch/core/api'
import { getAddress } from 'viem'
import type { ChainRegistry, ChainRuntime } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import type { NftMetadataReader } from './createNftMetadataReader.ts'
import { decodeNftCursor, encodeNftCursor } from './cursor.ts'
import { isSpamContract } from './isSpamContract.ts'
import { queryOwnedNfts } from './queryOwnedNfts.ts'
import { type ChainNft, chainKey, readNftMetadata } from './readNftMetadata.ts'

/** NFTs per page of `GET /v1/account/:address/nfts`. */
export const NFT_PAGE_SIZE = 50

export type GetNftsParameters = {
  address: `0x${string}`
  /** The served chains to list (one when the request names a chainId). */
  chains: readonly ChainRuntime[]
  registry: ChainRegistry
  metadata: NftMetadataReader
  cursor?: string | undefined
  pageSize?: number | undefined
}

/**
 * One page of the NFTs an account holds now (from the indexed ERC-721 transfers), with their
 * metadata (read live from `tokenURI`, cached) and the spam flag of the chain's config.
 * 502 `upstream_error` when a chain's RPC fails while reading metadata.
 */
export async function getNfts(db: Db, parameters: GetNftsParameters): Promise<NftPage> {
  const { address, chains, registry, metadata, cursor, pageSize = NFT_PAGE_SIZE } = parameters
  const rows = await queryOwnedNfts(db, {
    address: address.toLowerCase(),
    chainIds: chains.map((chain) => chain.caip2),
    after: cursor ? decodeNftCursor(cursor) : undefined,
    // One extra row tells whether another page follows.
    limit: pageSize + 1,
  })
  const page = rows.slice(0, pageSize)
  const last = page.at(-1)
  const next =
    rows.length > pageSize && last
      ? encodeNftCursor({
          chainId: last.chain_id,
          contract: last.token_address,
          tokenId: last.token_id,
        })
      : null

  const nfts = page.map(
    (row): ChainNft => ({
      chainId: row.chain_id,
      contract: row.token_address,
      tokenId: row.token_id,
    }),
  )
  const metadataIndex = await readNftMetadata(metadata, registry, nfts, 'throw')

  return {
    data: page.map((row, i): Nft => {
      const found = metadataIndex.get(chainKey(nfts[i]!))
      const collection = {
        name: row.collection_name ?? '',
        symbol: row.collection_symbol ?? '',
      }
      const contract = getAddress(row.token_address)
      return {
        id: `${row.chain_id}/erc721:${contract}/${row.token_id}`,
        chainId: row.chain_id,
        contract,
        tokenId: row.token_id,
        name: found?.name ?? fallbackName(collection.name, row.token_id),
        description: found?.description ?? null,
        image: found?.image ?? null,
        collection,
        flags: { is_spam: isSpamContract(registry.get(row.chain_id), row.token_address) },
      }
    }),
    next,
  }
}

/** `<collection> #<id>`, or `#<id>` for a collection without a name. */
export function fallbackName(collectionName: string | null, tokenId: string): string {
  return collectionName ? `${collectionName} #${tokenId}` : `#${tokenId}`
}

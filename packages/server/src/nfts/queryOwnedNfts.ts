import type { Db } from '../db/db.ts'
import type { NftPosition } from './cursor.ts'

/** An NFT the account holds now, with its collection as indexed. */
export type OwnedNftRow = {
  chain_id: string
  token_address: string
  token_id: string
  collection_name: string | null
  collection_symbol: string | null
}

export type QueryOwnedNftsParameters = {
  /** Lower-case address. */
  address: string
  chainIds: readonly string[]
  after?: NftPosition | undefined
  limit: number
}

/**
 * The ERC-721 tokens whose latest indexed transfer went to `address` (its current owner), in
 * (chain, contract, token id) order, after `after`. Only tokens the account ever received are
 * looked at, so the cost follows the account's own NFT history.
 */
export async function queryOwnedNfts(
  db: Db,
  { address, chainIds, after, limit }: QueryOwnedNftsParameters,
): Promise<OwnedNftRow[]> {
  return db.query<OwnedNftRow>(
    `WITH received AS (
       SELECT DISTINCT chain_id, token_address, token_id FROM transfers
       WHERE to_address = $1 AND token_id IS NOT NULL AND chain_id = ANY($2::text[])
     ),
     latest AS (
       SELECT DISTINCT ON (t.chain_id, t.token_address, t.token_id)
         t.chain_id, t.token_address, t.token_id, t.to_address
       FROM transfers t
       JOIN received r ON r.chain_id = t.chain_id AND r.token_address = t.token_address
         AND r.token_id = t.token_id
       ORDER BY t.chain_id, t.token_address, t.token_id, t.block_number DESC, t.log_index DESC
     )
     SELECT l.chain_id, l.token_address, l.token_id::text AS token_id,
       c.name AS collection_name, c.symbol AS collection_symbol
     FROM latest l
     LEFT JOIN nft_collections c ON c.chain_id = l.chain_id AND c.address = l.token_address
     WHERE l.to_address = $1
       AND ($3::text IS NULL OR (l.chain_id, l.token_address, l.token_id)
         > ($3::text, $4::text, $5::numeric))
     ORDER BY l.chain_id, l.token_address, l.token_id
     LIMIT $6`,
    [
      address,
      chainIds,
      after?.chainId ?? null,
      after?.contract ?? null,
      after?.tokenId ?? null,
      limit,
    ],
  )
}

import type { Db } from '../db/db.ts'
import type { HistoryPosition } from './cursor.ts'

export type TransactionRow = {
  chain_id: string
  hash: string
  block_number: string
  tx_index: number
  from_address: string
  to_address: string | null
  nonce: string
  status: 'confirmed' | 'failed'
  mined_at: Date | string
}

export type TransferRow = {
  chain_id: string
  tx_hash: string
  log_index: number
  token_address: string | null
  from_address: string
  to_address: string
  amount: string
  /** Decimal ERC-721 token id; null for native and ERC20 transfers. */
  token_id: string | null
  name: string | null
  symbol: string | null
  decimals: number | null
  /** The ERC-721 collection's name, for NFT transfers. */
  collection_name: string | null
}

export type QueryHistoryParameters = {
  /** Lower-case address. */
  address: string
  chainId?: string | undefined
  after?: HistoryPosition | undefined
  limit: number
}

/**
 * Transactions that involve `address` (as sender, recipient or in a transfer), newest first,
 * ordered by (block time, chain, block number, index in block), with their transfers that
 * involve the address.
 */
export async function queryHistory(
  db: Db,
  { address, chainId, after, limit }: QueryHistoryParameters,
): Promise<{ transactions: TransactionRow[]; transfers: TransferRow[] }> {
  const transactions = await db.query<TransactionRow>(
    `WITH involved AS (
       SELECT chain_id, hash AS tx_hash FROM transactions WHERE from_address = $1 OR to_address = $1
       UNION
       SELECT chain_id, tx_hash FROM transfers WHERE from_address = $1 OR to_address = $1
     )
     SELECT t.chain_id, t.hash, t.block_number::text AS block_number, t.tx_index, t.from_address,
       t.to_address, t.nonce::text AS nonce, t.status, t.mined_at
     FROM involved i JOIN transactions t ON t.chain_id = i.chain_id AND t.hash = i.tx_hash
     WHERE ($2::text IS NULL OR t.chain_id = $2::text)
       AND ($3::timestamptz IS NULL OR (t.mined_at, t.chain_id, t.block_number, t.tx_index)
         < ($3::timestamptz, $4::text, $5::bigint, $6::integer))
     ORDER BY t.mined_at DESC, t.chain_id DESC, t.block_number DESC, t.tx_index DESC
     LIMIT $7`,
    [
      address,
      chainId ?? null,
      after?.minedAt ?? null,
      after?.chainId ?? null,
      after?.blockNumber ?? null,
      after?.txIndex ?? null,
      limit,
    ],
  )
  if (transactions.length === 0) return { transactions, transfers: [] }
  const transfers = await db.query<TransferRow>(
    `SELECT tr.chain_id, tr.tx_hash, tr.log_index, tr.token_address, tr.from_address, tr.to_address,
       tr.amount::text AS amount, tr.token_id::text AS token_id, tk.name, tk.symbol, tk.decimals,
       nc.name AS collection_name
     FROM transfers tr
     LEFT JOIN tokens tk ON tk.chain_id = tr.chain_id AND tk.address = tr.token_address
       AND tr.token_id IS NULL
     LEFT JOIN nft_collections nc ON nc.chain_id = tr.chain_id AND nc.address = tr.token_address
       AND tr.token_id IS NOT NULL
     WHERE tr.tx_hash = ANY($2::text[]) AND (tr.from_address = $1 OR tr.to_address = $1)
     ORDER BY tr.log_index`,
    [address, transactions.map((t) => t.hash)],
  )
  return { transactions, transfers }
}

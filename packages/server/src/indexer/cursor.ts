import type { Db } from '../db/db.ts'
import type { IndexCursor } from './types.ts'

/** Reads the index cursor of a chain; `forUpdate` locks the row inside a transaction. */
export async function readCursor(
  db: Db,
  chainId: string,
  forUpdate = false,
): Promise<IndexCursor | undefined> {
  const rows = await db.query<{ block_number: string; block_hash: string }>(
    `SELECT block_number::text AS block_number, block_hash FROM indexer_cursors WHERE chain_id = $1
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [chainId],
  )
  const row = rows[0]
  return row ? { number: BigInt(row.block_number), hash: row.block_hash } : undefined
}

/** Whether two cursors denote the same indexed block (both absent counts as equal). */
export function sameCursor(a: IndexCursor | undefined, b: IndexCursor | undefined): boolean {
  return a?.number === b?.number && a?.hash === b?.hash
}

/** Stores the cursor (inside the caller's transaction). */
export async function writeCursor(db: Db, chainId: string, cursor: IndexCursor | undefined) {
  if (!cursor) {
    await db.query('DELETE FROM indexer_cursors WHERE chain_id = $1', [chainId])
    return
  }
  await db.query(
    `INSERT INTO indexer_cursors (chain_id, block_number, block_hash) VALUES ($1, $2, $3)
     ON CONFLICT (chain_id) DO UPDATE SET block_number = EXCLUDED.block_number,
       block_hash = EXCLUDED.block_hash`,
    [chainId, cursor.number.toString(), cursor.hash],
  )
}

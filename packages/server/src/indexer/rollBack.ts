import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import { readCursor, sameCursor, writeCursor } from './cursor.ts'
import type { IndexCursor } from './types.ts'

/**
 * After a reorg (or a devnet `evm_revert` / restart), finds the newest block the index and the
 * chain still agree on and deletes everything above it. Steps back 1, 2, 4 … blocks, so a deep
 * rewind costs few RPC calls; re-indexing a few extra blocks is harmless.
 */
export async function rollBack(
  db: Db,
  chain: ChainRuntime,
  cursor: IndexCursor,
  head: bigint,
): Promise<void> {
  const startBlock = BigInt(chain.config.startBlock ?? 0)
  let candidate = cursor.number < head ? cursor.number : head
  let step = 1n
  let fork: IndexCursor | undefined
  while (candidate >= startBlock) {
    const stored = await storedHash(db, chain.caip2, candidate)
    const block = await chain.client.getBlock({ blockNumber: candidate })
    if (stored && stored === block.hash.toLowerCase()) {
      fork = { number: candidate, hash: stored }
      break
    }
    candidate -= step
    step *= 2n
  }
  await db.transaction(async (tx) => {
    // Another instance may have rolled back already.
    if (!sameCursor(await readCursor(tx, chain.caip2, true), cursor)) return
    const above = (fork?.number ?? startBlock - 1n).toString()
    for (const table of ['transfers', 'transactions']) {
      await tx.query(`DELETE FROM ${table} WHERE chain_id = $1 AND block_number > $2`, [
        chain.caip2,
        above,
      ])
    }
    await tx.query('DELETE FROM blocks WHERE chain_id = $1 AND number > $2', [chain.caip2, above])
    for (const table of ['tokens', 'nft_collections']) {
      await tx.query(`DELETE FROM ${table} WHERE chain_id = $1 AND discovered_block > $2`, [
        chain.caip2,
        above,
      ])
    }
    await writeCursor(tx, chain.caip2, fork)
  })
}

async function storedHash(db: Db, chainId: string, number: bigint): Promise<string | undefined> {
  const rows = await db.query<{ hash: string }>(
    'SELECT hash FROM blocks WHERE chain_id = $1 AND number = $2',
    [chainId, number.toString()],
  )
  return rows[0]?.hash
}

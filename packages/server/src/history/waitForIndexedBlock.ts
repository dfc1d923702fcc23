import type { Db } from '../db/db.ts'
import { readCursor } from '../indexer/cursor.ts'

/** The longest a history request waits for the indexer (SPEC-free: a cap on held connections). */
export const INDEX_WAIT_MAX_MS = 5_000
/** How often a waiting request reads the indexer's progress. */
export const INDEX_WAIT_POLL_MS = 100
/** Requests that may wait at once per server; beyond that they answer at once. */
export const INDEX_WAITERS_MAX = 64

export type IndexWaiters = { count: number }

export type WaitForIndexedBlockParameters = {
  chainId: string
  /** The block the caller needs indexed, e.g. the one its transaction was mined in. */
  minBlock: bigint
  /** Shared by the requests of one server: at most {@link INDEX_WAITERS_MAX} wait at once. */
  waiters: IndexWaiters
  /** The request going away (the client closed the connection) ends the wait. */
  signal?: AbortSignal | undefined
  /** @defaultValue {@link INDEX_WAIT_MAX_MS} */
  maxMs?: number | undefined
  /** @defaultValue {@link INDEX_WAIT_POLL_MS} */
  pollMs?: number | undefined
}

/**
 * Waits until the indexer has indexed `minBlock` of `chainId`, bounded: at most `maxMs`, and not
 * at all when {@link INDEX_WAITERS_MAX} requests already wait (a stranger can't hold the
 * server's connections open). Resolves with the last block indexed (`null` before the first),
 * which may still be below `minBlock`: the caller says so and the client asks again later.
 */
export async function waitForIndexedBlock(
  db: Db,
  {
    chainId,
    minBlock,
    waiters,
    signal,
    maxMs = INDEX_WAIT_MAX_MS,
    pollMs = INDEX_WAIT_POLL_MS,
  }: WaitForIndexedBlockParameters,
): Promise<bigint | null> {
  const indexed = async () => (await readCursor(db, chainId))?.number ?? null
  let block = await indexed()
  if ((block !== null && block >= minBlock) || waiters.count >= INDEX_WAITERS_MAX) return block
  waiters.count++
  try {
    const until = Date.now() + maxMs
    while ((block === null || block < minBlock) && Date.now() < until && !signal?.aborted) {
      await new Promise((resolve) => setTimeout(resolve, pollMs))
      block = await indexed()
    }
    return block
  } finally {
    waiters.count--
  }
}

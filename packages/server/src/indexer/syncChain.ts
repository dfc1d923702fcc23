import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import { readCursor } from './cursor.ts'
import { discoverCollections } from './discoverCollections.ts'
import { discoverTokens } from './discoverTokens.ts'
import { fetchBlocks } from './fetchBlocks.ts'
import { rollBack } from './rollBack.ts'
import { writeBlocks } from './writeBlocks.ts'

/** Blocks read per step; keeps each write transaction short. */
export const MAX_BLOCKS_PER_STEP = 50n

/** What one step did: `behind` means more blocks are waiting, so step again at once. */
export type SyncStepResult = {
  status: 'idle' | 'indexed' | 'rolled-back' | 'conflict'
  behind: boolean
}

/**
 * One indexing step for a chain: detects a reorg at the cursor, then reads up to
 * MAX_BLOCKS_PER_STEP new blocks and stores their transactions, transfers, new tokens and new
 * NFT collections. `notTokens` / `notCollections` remember contracts that failed the ERC20 /
 * ERC-721 probe (per process; they only save calls).
 */
export async function syncChain(
  db: Db,
  chain: ChainRuntime,
  notTokens: Set<string> = new Set(),
  notCollections: Set<string> = new Set(),
): Promise<SyncStepResult> {
  const head = await chain.client.getBlockNumber({ cacheTime: 0 })
  const cursor = await readCursor(db, chain.caip2)
  if (cursor) {
    const atCursor =
      cursor.number <= head
        ? await chain.client.getBlock({ blockNumber: cursor.number })
        : undefined
    if (atCursor?.hash.toLowerCase() !== cursor.hash) {
      await rollBack(db, chain, cursor, head)
      return { status: 'rolled-back', behind: true }
    }
  }
  const from = cursor ? cursor.number + 1n : BigInt(chain.config.startBlock ?? 0)
  if (from > head) return { status: 'idle', behind: false }
  const to = head < from + MAX_BLOCKS_PER_STEP - 1n ? head : from + MAX_BLOCKS_PER_STEP - 1n
  const blocks = await fetchBlocks(chain, from, to)
  // A reorg between the reads above: the next step's cursor check will catch it.
  const linked = blocks.every((b, i) => {
    const parent = i === 0 ? cursor?.hash : blocks[i - 1]?.hash
    return parent === undefined || b.parentHash === parent
  })
  if (!linked) return { status: 'conflict', behind: true }
  const tokenAddresses = new Set<string>()
  const collectionAddresses = new Set<string>()
  for (const b of blocks)
    for (const t of b.transfers) {
      if (!t.token) continue
      if (t.tokenId === undefined) {
        if (!notTokens.has(t.token)) tokenAddresses.add(t.token)
      } else if (!notCollections.has(t.token)) collectionAddresses.add(t.token)
    }
  const [tokens, collections] = await Promise.all([
    discoverTokens(db, chain, [...tokenAddresses]),
    discoverCollections(db, chain, [...collectionAddresses]),
  ])
  for (const address of tokens.rejected) notTokens.add(address)
  for (const address of collections.rejected) notCollections.add(address)
  const written = await writeBlocks(db, {
    chainId: chain.caip2,
    expected: cursor,
    blocks,
    tokens: tokens.found,
    skipTokens: notTokens,
    collections: collections.found,
    skipCollections: notCollections,
  })
  return { status: written ? 'indexed' : 'conflict', behind: to < head }
}

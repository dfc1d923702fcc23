import type { TokenConfig } from '../chain/types.ts'
import type { Db } from '../db/db.ts'
import { insertRows } from '../db/insertRows.ts'
import { readCursor, sameCursor, writeCursor } from './cursor.ts'
import type { IndexCursor, IndexedBlock, NftCollection } from './types.ts'

export type WriteBlocksParameters = {
  chainId: string
  /** The cursor the blocks were fetched after; the write is dropped if it moved meanwhile. */
  expected: IndexCursor | undefined
  blocks: readonly IndexedBlock[]
  tokens: readonly TokenConfig[]
  /** Token contracts whose transfers are not stored (not ERC20s). */
  skipTokens: ReadonlySet<string>
  /** ERC-721 collections first seen in these blocks. @defaultValue [] */
  collections?: readonly NftCollection[] | undefined
  /** Contracts whose 4-topic transfers are not stored (not ERC-721s). @defaultValue none */
  skipCollections?: ReadonlySet<string> | undefined
}

/**
 * Stores fetched blocks and moves the cursor, in one transaction. Optimistic concurrency: when
 * another instance moved the cursor since `expected` was read, nothing is written and `false`
 * comes back, so several instances can index the same database.
 */
export async function writeBlocks(
  db: Db,
  {
    chainId,
    expected,
    blocks,
    tokens,
    skipTokens,
    collections = [],
    skipCollections = new Set(),
  }: WriteBlocksParameters,
): Promise<boolean> {
  const last = blocks.at(-1)
  if (!last) return true
  return db.transaction(async (tx) => {
    if (!sameCursor(await readCursor(tx, chainId, true), expected)) return false
    const minedAt = new Map(blocks.map((b) => [b.number, toIso(b.timestamp)]))
    // A token belongs to the first block it shows up in, so a rollback below it forgets it.
    const firstSeen = new Map<string, bigint>()
    for (const b of blocks)
      for (const t of b.transfers)
        if (t.token && !firstSeen.has(t.token)) firstSeen.set(t.token, b.number)
    await insertRows(
      tx,
      'blocks',
      ['chain_id', 'number', 'hash', 'mined_at'],
      blocks.map((b) => [chainId, b.number.toString(), b.hash, minedAt.get(b.number)]),
    )
    await insertRows(
      tx,
      'tokens',
      ['chain_id', 'address', 'name', 'symbol', 'decimals', 'discovered_block'],
      tokens.map((t) => [
        chainId,
        t.address.toLowerCase(),
        t.name,
        t.symbol,
        t.decimals,
        (firstSeen.get(t.address.toLowerCase()) ?? last.number).toString(),
      ]),
    )
    await insertRows(
      tx,
      'nft_collections',
      ['chain_id', 'address', 'name', 'symbol', 'discovered_block'],
      collections.map((c) => [
        chainId,
        c.address,
        c.name,
        c.symbol,
        (firstSeen.get(c.address) ?? last.number).toString(),
      ]),
    )
    await insertRows(
      tx,
      'transactions',
      [
        'chain_id',
        'hash',
        'block_number',
        'tx_index',
        'from_address',
        'to_address',
        'value',
        'nonce',
        'status',
        'mined_at',
      ],
      blocks.flatMap((b) =>
        b.transactions.map((t) => [
          chainId,
          t.hash,
          b.number.toString(),
          t.index,
          t.from,
          t.to,
          t.value.toString(),
          t.nonce,
          t.status,
          minedAt.get(b.number),
        ]),
      ),
    )
    await insertRows(
      tx,
      'transfers',
      [
        'chain_id',
        'tx_hash',
        'log_index',
        'block_number',
        'token_address',
        'from_address',
        'to_address',
        'amount',
        'token_id',
      ],
      blocks.flatMap((b) =>
        b.transfers
          .filter(
            (t) =>
              t.token === null ||
              !(t.tokenId === undefined ? skipTokens : skipCollections).has(t.token),
          )
          .map((t) => [
            chainId,
            t.txHash,
            t.logIndex,
            b.number.toString(),
            t.token,
            t.from,
            t.to,
            t.amount.toString(),
            t.tokenId?.toString() ?? null,
          ]),
      ),
    )
    await writeCursor(tx, chainId, { number: last.number, hash: last.hash })
    return true
  })
}

function toIso(timestampS: bigint): string {
  return new Date(Number(timestampS) * 1000).toISOString()
}

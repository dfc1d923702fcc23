import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChainRegistry } from '../chain/createChainRegistry.ts'
import { getHistory } from '../history/getHistory.ts'
import { readCursor } from '../indexer/cursor.ts'
import type { IndexedBlock } from '../indexer/types.ts'
import { writeBlocks } from '../indexer/writeBlocks.ts'
import { getProject, upsertProject } from '../projects/projectStore.ts'
import { useTestDb } from '../testing/testDb.ts'
import { createPostgresDb } from './createPostgresDb.ts'
import type { Db } from './db.ts'
import { migrate } from './migrate.ts'
import { migrations } from './migrations/migrations.ts'

// The same SQL must run on both engines. PostgreSQL runs when LATCH_TEST_DATABASE_URL points at
// an empty database (the tables are dropped first); otherwise only PGlite does.
const POSTGRES_URL = process.env.LATCH_TEST_DATABASE_URL

const ME = '0xaaaa000000000000000000000000000000000001'
const OTHER = '0xbbbb000000000000000000000000000000000002'
const TOKEN = '0xcccc000000000000000000000000000000000003'
const CHAIN = 'eip155:31337'

/** Block n holds one token transfer ME → OTHER of n units and, on odd n, an ETH receipt. */
function block(n: number, parentHash: string): IndexedBlock {
  const hex = n.toString(16).padStart(63, '0')
  const hash = `0xb${hex}`
  const send = `0x1${hex}`
  const receive = `0x2${hex}`
  return {
    number: BigInt(n),
    hash,
    parentHash,
    timestamp: BigInt(1_700_000_000 + n * 12),
    transactions: [
      { hash: send, index: 0, from: ME, to: TOKEN, value: 0n, nonce: n, status: 'confirmed' },
      ...(n % 2
        ? [
            {
              hash: receive,
              index: 1,
              from: OTHER,
              to: ME,
              value: 10n ** 18n,
              nonce: n,
              status: 'confirmed' as const,
            },
          ]
        : []),
    ],
    transfers: [
      {
        txHash: send,
        logIndex: 0,
        token: TOKEN,
        from: ME,
        to: OTHER,
        amount: BigInt(n) * 10n ** 6n,
      },
      ...(n % 2
        ? [{ txHash: receive, logIndex: -1, token: null, from: OTHER, to: ME, amount: 10n ** 18n }]
        : []),
    ],
  }
}

const backends: [string, () => Promise<Db>][] = [['pglite', useTestDb]]
if (POSTGRES_URL) {
  backends.push([
    'postgres',
    async () => {
      const db = await createPostgresDb({ connectionString: POSTGRES_URL })
      await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
      afterAll(() => db.close())
      return db
    },
  ])
}

describe.each(backends)('%s', (_, open) => {
  let db: Db
  beforeAll(async () => {
    db = await open()
    // Two instances starting at once: the advisory lock lets exactly one apply each migration.
    const [a, b] = await Promise.all([migrate(db), migrate(db)])
    const applied = [...a.applied, ...b.applied]
    expect(new Set(applied).size).toBe(applied.length)
    const recorded = await db.query('SELECT version FROM schema_migrations')
    expect(recorded).toHaveLength(migrations.length)
  })

  test('projects round-trip with their JSON columns', async () => {
    await upsertProject(db, {
      id: 'p1',
      allowedOrigins: ['https://*.p1.example'],
      features: { swaps: { isEnabled: false } },
      rateLimitPerMinute: 5,
    })
    expect(await getProject(db, 'p1')).toEqual({
      id: 'p1',
      name: 'p1',
      allowedOrigins: ['https://*.p1.example'],
      features: { swaps: { isEnabled: false } },
      analyticsEnabled: true,
      rateLimitPerMinute: 5,
    })
    expect(await getProject(db, 'missing')).toBeUndefined()
  })

  test('a transaction that throws leaves nothing behind', async () => {
    await expect(
      db.transaction(async (tx) => {
        await upsertProject(tx, { id: 'ghost', allowedOrigins: [] })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await getProject(db, 'ghost')).toBeUndefined()
  })

  test('indexed blocks page back newest first, each transaction once', async () => {
    await db.query(
      `INSERT INTO tokens (chain_id, address, name, symbol, decimals) VALUES ($1, $2, 'USD Coin', 'USDC', 6)`,
      [CHAIN, TOKEN],
    )
    const blocks: IndexedBlock[] = []
    for (let n = 1; n <= 25; n++) blocks.push(block(n, blocks.at(-1)?.hash ?? '0x0'))
    expect(
      await writeBlocks(db, {
        chainId: CHAIN,
        expected: undefined,
        blocks,
        tokens: [],
        skipTokens: new Set(),
      }),
    ).toBe(true)
    // A second writer that read the old cursor must not write.
    expect(
      await writeBlocks(db, {
        chainId: CHAIN,
        expected: undefined,
        blocks,
        tokens: [],
        skipTokens: new Set(),
      }),
    ).toBe(false)
    expect(await readCursor(db, CHAIN)).toEqual({ number: 25n, hash: blocks[24]!.hash })

    const chains = createChainRegistry([{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }])
    const read = (cursor?: string) =>
      getHistory(db, {
        address: ME,
        chainId: CHAIN,
        cursor,
        chains,
        prices: { USDC: 1, ETH: 3000 },
        tokenIconUrl: (s) => `/icon/${s}`,
      })
    const first = await read()
    const second = await read(first.next!)
    expect(second.next).toBeNull()
    const all = [...first.data, ...second.data]
    expect(all).toHaveLength(25 + 13)
    expect(new Set(all.map((t) => t.id)).size).toBe(38)
    expect(all[0]?.metadata).toMatchObject({
      operationType: 'receive',
      minedAt: '2023-11-14T22:18:20.000Z',
      nonce: 25,
    })
    expect(all[1]).toMatchObject({
      metadata: { operationType: 'send', sentTo: getAddress(OTHER) },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '25' },
          value: 25,
          fungible_info: { symbol: 'USDC', icon: { url: '/icon/USDC' } },
        },
      ],
    })
  })
})

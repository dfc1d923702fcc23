import type { HistoryPage, Transaction } from '@latch/core/api'
import {
  DEVNET_ACCOUNTS,
  DEVNET_FUNDED_ACCOUNTS,
  DEVNET_START_TIMEOUT_MS,
  DEVNET_TOKENS,
  type Devnet,
  devTokenAbi,
  startDevnet,
} from '@latch/devnet'
import { createPublicClient, createWalletClient, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { type ChainRegistry, createChainRegistry } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import { INDEX_WAITERS_MAX, waitForIndexedBlock } from '../history/waitForIndexedBlock.ts'
import { devnetChainConfigs } from '../testing/devnetChains.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'
import { type Indexer, startIndexer } from './startIndexer.ts'

/** The acceptance deadline: a transfer shows in history within 2 s. */
const VISIBLE_WITHIN_MS = 2_000

let devnet: Devnet
let db: Db
let chains: ChainRegistry
let indexer: Indexer
let app: ReturnType<typeof createServerApp>

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  db = await useTestDb()
  chains = createChainRegistry(devnetChainConfigs(devnet, false))
  indexer = await startIndexer({ db, chains })
  // The polling below may send hundreds of requests: keep the rate limit out of the way.
  app = createServerApp({ db, chains, rateLimitPerMinute: 1_000_000 })
  // The 2 s are for a new transfer, not for the first catch-up over the devnet's set-up blocks
  // (tokens, NFTs, the AMM's pools): wait until that is indexed, as a running server would be.
  await waitForHistory(2, (data) => data.length > 0, 30_000)
}, DEVNET_START_TIMEOUT_MS)
afterAll(async () => {
  await indexer?.stop()
  await devnet?.stop()
})

function wallet(index: number, chainIndex = 0) {
  const chain = devnet.chains[chainIndex]!
  return createWalletClient({
    account: privateKeyToAccount(DEVNET_ACCOUNTS[index]!.privateKey),
    chain: chain.chain,
    transport: http(chain.rpcUrl),
  })
}

function sendUsdc(from: number, to: number, amount: string) {
  return wallet(from).writeContract({
    address: DEVNET_TOKENS.usdc.address,
    abi: devTokenAbi,
    functionName: 'transfer',
    args: [DEVNET_ACCOUNTS[to]!.address, parseUnits(amount, 6)],
  })
}

async function history(account: number, params: Record<string, string> = {}) {
  const path = `/v1/account/${DEVNET_ACCOUNTS[account]!.address}/history`
  const response = await app.request(withProject(path, params))
  expect(response.status).toBe(200)
  return (await response.json()) as HistoryPage
}

/** Polls the first history page until `predicate` holds or the deadline passes. */
async function waitForHistory(
  account: number,
  predicate: (data: Transaction[]) => boolean,
  deadlineMs = VISIBLE_WITHIN_MS,
) {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    const page = await history(account, { chainId: 'eip155:31337' })
    if (predicate(page.data)) return page.data
    if (Date.now() > deadline)
      throw new Error(`history of account ${account} not as expected in time`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function allPages(account: number, chainId: string) {
  const pages: HistoryPage[] = []
  let cursor: string | null = null
  do {
    const page: HistoryPage = await history(account, cursor ? { chainId, cursor } : { chainId })
    pages.push(page)
    cursor = page.next
  } while (cursor)
  return pages
}

describe('history', () => {
  test('a token transfer shows within 2 s: send for the sender, receive for the recipient', async () => {
    const hash = await sendUsdc(1, 2, '12.5')
    const received = await waitForHistory(2, (data) => data.some((tx) => tx.id === hash))
    const tx = received.find((t) => t.id === hash)!
    expect(tx).toEqual({
      id: hash,
      metadata: {
        operationType: 'receive',
        hash,
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        sentFrom: DEVNET_ACCOUNTS[1].address,
        sentTo: DEVNET_ACCOUNTS[2].address,
        status: 'confirmed',
        nonce: expect.any(Number),
        chain: 'eip155:31337',
      },
      transfers: [
        {
          fungible_info: {
            name: 'USD Coin',
            symbol: 'USDC',
            icon: { url: expect.stringContaining('/public/getTokenImage/usdc?') },
          },
          direction: 'in',
          quantity: { numeric: '12.5' },
          value: 12.5,
          price: 1,
        },
      ],
    })
    const sent = (await history(1)).data.find((t) => t.id === hash)
    expect(sent?.metadata.operationType).toBe('send')
    expect(sent?.transfers[0]?.direction).toBe('out')
  })

  test('a native transfer shows as ETH; a self-transfer counts as send', async () => {
    const to6 = await wallet(5).sendTransaction({
      to: DEVNET_ACCOUNTS[6].address,
      value: parseEther('1.25'),
    })
    const self = await wallet(6).sendTransaction({
      to: DEVNET_ACCOUNTS[6].address,
      value: parseEther('0.5'),
    })
    const data = await waitForHistory(
      6,
      (d) => d.some((t) => t.id === to6) && d.some((t) => t.id === self),
    )
    const received = data.find((t) => t.id === to6)!
    expect(received.metadata.operationType).toBe('receive')
    expect(received.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'ETH', name: 'Ether' }),
        quantity: { numeric: '1.25' },
        value: 3750,
      }),
    ])
    expect(data.find((t) => t.id === self)?.metadata.operationType).toBe('send')
  })

  test('the devnet token funding shows as mints', async () => {
    const { data } = await history(8, { chainId: 'eip155:31337' })
    const symbols = data
      .filter((t) => t.metadata.operationType === 'mint')
      .flatMap((t) => t.transfers.flatMap((x) => (x.fungible_info ? [x.fungible_info.symbol] : [])))
    expect(symbols.sort()).toEqual(['DAI', 'POINTS', 'USDC', 'USDT'])
  })

  test('chainId keeps other chains out; an unserved chain is empty', async () => {
    const hash = await wallet(7, 1).sendTransaction({ to: DEVNET_ACCOUNTS[8].address, value: 1n })
    const deadline = Date.now() + VISIBLE_WITHIN_MS
    while (!(await history(8, { chainId: 'eip155:31338' })).data.some((t) => t.id === hash)) {
      if (Date.now() > deadline) throw new Error('transfer on 31338 not indexed in time')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect((await history(8, { chainId: 'eip155:31337' })).data.some((t) => t.id === hash)).toBe(
      false,
    )
    expect((await history(8, { chainId: 'eip155:1' })).data).toEqual([])
    expect((await history(8, { onramp: 'coinbase' })).data).toEqual([])
  })

  test('paging by cursor returns every transaction exactly once, even as new ones arrive', async () => {
    const hashes: string[] = []
    for (let i = 0; i < 45; i++) hashes.push(await sendUsdc(3, 4, String(i + 1)))
    await waitForHistory(3, (data) => data[0]?.id === hashes.at(-1), 10_000)

    const chainId = 'eip155:31337'
    const first = await history(3, { chainId })
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    // Newer transactions must not shift the pages after the cursor.
    const late = await sendUsdc(3, 4, '0.01')
    await waitForHistory(3, (data) => data[0]?.id === late)
    const rest: Transaction[] = []
    let cursor = first.next
    while (cursor) {
      const page = await history(3, { chainId, cursor })
      rest.push(...page.data)
      cursor = page.next
    }
    const ids = [...first.data, ...rest].map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).not.toContain(late)
    for (const hash of hashes) expect(ids.filter((id) => id === hash)).toHaveLength(1)
    // 45 sends plus the 4 funding mints and the spam NFT airdrop of account 3, newest first.
    expect(ids).toHaveLength(50)
    expect(ids.slice(0, 45)).toEqual([...hashes].reverse())

    const pages = await allPages(3, chainId)
    // The late transfer now heads the first page.
    expect(pages.map((p) => p.data.length)).toEqual([20, 20, 11])
    expect(pages.at(-1)?.next).toBeNull()
  })

  test.each([
    [{ cursor: 'garbage' }, 'invalid_cursor'],
    [{ cursor: Buffer.from('["x","y","1",0]').toString('base64url') }, 'invalid_cursor'],
    [{ chainId: 'eip155' }, 'invalid_chain_id'],
  ])('400 for %o', async (params, error) => {
    const response = await app.request(
      withProject(`/v1/account/${DEVNET_ACCOUNTS[0].address}/history`, params),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error })
  })

  test('400 for a bad address', async () => {
    const response = await app.request(withProject('/v1/account/0xnothex/history'))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_address' })
  })
})

describe('minBlock: a history read after a send waits for the indexer to reach its block', () => {
  const chainId = 'eip155:31337'

  test("under load (27 sends from 9 accounts at once, empty blocks mined between them), every read asked with its send's block lists the send", async () => {
    const rpcUrl = devnet.chains[0]!.rpcUrl
    const node = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
    // Blocks with nothing of the accounts' in them keep coming meanwhile.
    let mining = true
    const miner = (async () => {
      while (mining) {
        await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
        })
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const missed: string[] = []
    try {
      await Promise.all(
        DEVNET_FUNDED_ACCOUNTS.map(async (_, sender) => {
          for (let i = 0; i < 3; i++) {
            const to = privateKeyToAccount(generatePrivateKey()).address
            const hash = await wallet(sender).sendTransaction({ to, value: 1n })
            const { blockNumber } = await node.waitForTransactionReceipt({ hash })
            // Asked the moment the receipt is there: the indexer (500 ms polls) is usually behind.
            const page = await history(sender, { chainId, minBlock: String(blockNumber) })
            expect(page.indexedBlock).toBeGreaterThanOrEqual(Number(blockNumber))
            if (!page.data.some((t) => t.id === hash)) missed.push(hash)
          }
        }),
      )
    } finally {
      mining = false
      await miner
    }
    expect(missed).toEqual([])
  }, 60_000)

  test('bounded: a block not reached in time answers after the cap with how far the index got; a full house or a closed request waits no more', async () => {
    const far = 10n ** 12n
    const waiters = { count: 0 }
    let started = Date.now()
    const reached = await waitForIndexedBlock(db, { chainId, minBlock: far, waiters, maxMs: 300 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(reached).toBeGreaterThan(0n)
    expect(waiters.count).toBe(0)

    started = Date.now()
    const full = { count: INDEX_WAITERS_MAX }
    expect(await waitForIndexedBlock(db, { chainId, minBlock: far, waiters: full })).toBe(reached)
    expect(Date.now() - started).toBeLessThan(1_000)

    started = Date.now()
    const gone = new AbortController()
    setTimeout(() => gone.abort(), 100)
    await waitForIndexedBlock(db, { chainId, minBlock: far, waiters, signal: gone.signal })
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  test.each([
    [{ chainId, minBlock: '-1' }],
    [{ chainId, minBlock: '0x10' }],
    [{ chainId, minBlock: '1234567890123456' }],
    [{ minBlock: '1' }],
  ])('400 invalid_parameter for %o', async (params) => {
    const response = await app.request(
      withProject(`/v1/account/${DEVNET_ACCOUNTS[0].address}/history`, params),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_parameter' })
  })

  test('a chain this server does not index answers at once, without indexedBlock', async () => {
    const page = await history(0, { chainId: 'eip155:1', minBlock: '99999999' })
    expect(page).toEqual({ data: [], next: null })
  })
})

describe('reorgs', () => {
  test('after a revert the index forgets the reverted transfer and follows the new chain', async () => {
    const snapshot = await devnet.snapshot()
    const doomed = await wallet(0).sendTransaction({
      to: DEVNET_ACCOUNTS[7].address,
      value: parseEther('2'),
    })
    await waitForHistory(7, (data) => data.some((t) => t.id === doomed))
    await devnet.revert(snapshot)
    const replacement = await wallet(0).sendTransaction({
      to: DEVNET_ACCOUNTS[7].address,
      value: parseEther('3'),
    })
    const data = await waitForHistory(
      7,
      (d) => d.some((t) => t.id === replacement) && !d.some((t) => t.id === doomed),
    )
    expect(data.find((t) => t.id === replacement)?.transfers[0]?.quantity.numeric).toBe('3')
  })
})

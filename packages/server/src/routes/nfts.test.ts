import { filterActivity } from '@latch/core'
import type { HistoryPage, Nft, NftPage, Transaction, TransactionTransfer } from '@latch/core/api'
import {
  DEVNET_ACCOUNTS,
  DEVNET_NFTS,
  DEVNET_START_TIMEOUT_MS,
  DEVNET_TOKENS,
  type Devnet,
  devNftAbi,
  startDevnet,
} from '@latch/devnet'
import { createPublicClient, createWalletClient, type Hash, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { type ChainRegistry, createChainRegistry } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import { discoverCollections } from '../indexer/discoverCollections.ts'
import { syncChain } from '../indexer/syncChain.ts'
import { devnetChainConfigs } from '../testing/devnetChains.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

const { lanterns, spamNft } = DEVNET_NFTS
const CHAIN = 'eip155:31337'

let devnet: Devnet
let db: Db
let chains: ChainRegistry
let app: ReturnType<typeof createServerApp>

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  db = await useTestDb()
  chains = createChainRegistry(devnetChainConfigs(devnet, true))
  app = createServerApp({ db, chains, rateLimitPerMinute: 1_000_000 })
  await indexAll()
}, DEVNET_START_TIMEOUT_MS)
afterAll(() => devnet?.stop())

/** Indexes both chains up to their heads. */
async function indexAll() {
  for (const chain of chains.list) while ((await syncChain(db, chain)).behind) {}
}

async function getJson<T>(path: string, params: Record<string, string> = {}) {
  const response = await app.request(withProject(path, params))
  return { status: response.status, body: (await response.json()) as T }
}

async function nfts(account: number, params: Record<string, string> = { chainId: CHAIN }) {
  const { status, body } = await getJson<NftPage>(
    `/v1/account/${DEVNET_ACCOUNTS[account]!.address}/nfts`,
    params,
  )
  expect(status).toBe(200)
  return body
}

async function history(account: number) {
  const { status, body } = await getJson<HistoryPage>(
    `/v1/account/${DEVNET_ACCOUNTS[account]!.address}/history`,
    { chainId: CHAIN },
  )
  expect(status).toBe(200)
  return body.data
}

/**
 * Sends a lantern call from dev account `from` on chain 31337, waits for it and (unless told
 * not to, when a test sends many and indexes once) indexes it.
 */
async function lanternWrite(
  from: number,
  write: 'transferFrom' | 'mint',
  args: unknown[],
  { index = true } = {},
) {
  const { chain } = devnet.chains[0]
  const wallet = createWalletClient({
    account: DEVNET_ACCOUNTS[from]!.address,
    chain,
    transport: http(),
  })
  const hash: Hash = await wallet.writeContract({
    address: lanterns.address,
    abi: devNftAbi,
    functionName: write,
    args: args as never,
  })
  await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({
    hash,
    pollingInterval: 10,
  })
  if (index) await indexAll()
  return hash
}

function decodeBase64DataUri(uri: string | null | undefined, type: string): string {
  const prefix = `data:${type};base64,`
  expect(uri?.startsWith(prefix)).toBe(true)
  return Buffer.from(uri!.slice(prefix.length), 'base64').toString('utf8')
}

const isNft = (transfer: TransactionTransfer) => transfer.nft_info !== undefined

describe('GET /v1/account/:address/nfts', () => {
  test('account 0 holds 3 Latch Lanterns and 1 spam voucher, with on-chain metadata', async () => {
    const { data, next } = await nfts(0)
    expect(next).toBeNull()
    expect(data.map((nft) => [nft.collection.symbol, nft.tokenId, nft.flags.is_spam])).toEqual(
      // Ordered by contract address: lanterns (0xe1Aa…) before spamNft (0xe1DA…).
      [
        ['LNTN', '1', false],
        ['LNTN', '2', false],
        ['LNTN', '3', false],
        ['FREE', '1', true],
      ],
    )
    expect(data[0]).toEqual({
      id: `${CHAIN}/erc721:${lanterns.address}/1`,
      chainId: CHAIN,
      contract: lanterns.address,
      tokenId: '1',
      name: 'Lantern #1',
      description: 'A small light for the Latch devnet, drawn on chain.',
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      collection: { name: 'Latch Lanterns', symbol: 'LNTN' },
      flags: { is_spam: false },
    } satisfies Nft)
    expect(decodeBase64DataUri(data[0]?.image, 'image/svg+xml')).toContain('#1</text>')
    expect(data[3]).toMatchObject({
      contract: spamNft.address,
      name: 'Reward Voucher #1',
      collection: { name: 'Free Claim Rewards', symbol: 'FREE' },
      flags: { is_spam: true },
    })
  })

  test.each([
    [1, ['LNTN:4', 'LNTN:5', 'LNTN:6', 'FREE:2']],
    [8, ['FREE:9']],
    [9, []],
  ])('account %i holds %j', async (account, expected) => {
    const { data } = await nfts(account)
    expect(data.map((nft) => `${nft.collection.symbol}:${nft.tokenId}`)).toEqual(expected)
  })

  test('without chainId both devnet chains are listed', async () => {
    const { data } = await nfts(2, {})
    expect(data.map((nft) => `${nft.chainId}:${nft.collection.symbol}`)).toEqual([
      ...Array(3).fill(`${CHAIN}:LNTN`),
      `${CHAIN}:FREE`,
      ...Array(3).fill('eip155:31338:LNTN'),
      'eip155:31338:FREE',
    ])
  })

  test.each([
    ['/v1/account/0x1234/nfts', {}, 'invalid_address'],
    [`/v1/account/${DEVNET_ACCOUNTS[0].address}/nfts`, { chainId: 'eip155' }, 'invalid_chain_id'],
    [
      `/v1/account/${DEVNET_ACCOUNTS[0].address}/nfts`,
      { chainId: 'eip155:1' },
      'unsupported_chain',
    ],
    [`/v1/account/${DEVNET_ACCOUNTS[0].address}/nfts`, { cursor: 'garbage' }, 'invalid_cursor'],
  ])('400 for %s %o', async (path, params, error) => {
    const { status, body } = await getJson<{ error: string }>(path, params)
    expect(status).toBe(400)
    expect(body.error).toBe(error)
  })
})

describe('history of NFT transfers', () => {
  test('the spam airdrop is a mint whose only transfer is flagged spam; the kit hides it', async () => {
    const data = await history(0)
    const nftTransactions = data.filter((tx) => tx.transfers.some(isNft))
    expect(nftTransactions).toHaveLength(2)
    const [airdrop, lanternMint] = nftTransactions as [Transaction, Transaction]
    // Newest first: the spam collection was deployed after the lanterns.
    expect(airdrop.metadata.operationType).toBe('mint')
    expect(airdrop.transfers).toEqual([
      {
        nft_info: {
          name: 'Reward Voucher #1',
          preview: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
          flags: { is_spam: true },
        },
        direction: 'in',
        quantity: { numeric: '1' },
        value: 0,
        price: 0,
      },
    ])
    expect(lanternMint.metadata.operationType).toBe('mint')
    expect(
      lanternMint.transfers.map((t) => t.nft_info && [t.nft_info.name, t.nft_info.flags]),
    ).toEqual([1, 2, 3].map((id) => [`Lantern #${id}`, { is_spam: false }]))
    // SPEC §5 Activity through the kit's own filter: the airdrop goes, the lantern mint stays.
    const shown = filterActivity(data, { chainId: CHAIN })
    expect(shown.map((tx) => tx.id)).not.toContain(airdrop.id)
    expect(shown.map((tx) => tx.id)).toContain(lanternMint.id)
    expect(shown).toHaveLength(data.length - 1)
  })

  test('a lantern sent from account 2 to account 7: send, receive, and the new owner', async () => {
    const [from, to] = [DEVNET_ACCOUNTS[2].address, DEVNET_ACCOUNTS[7].address]
    const hash = await lanternWrite(2, 'transferFrom', [from, to, 8n])
    const sent = (await history(2)).find((tx) => tx.id === hash)
    expect(sent?.metadata).toMatchObject({ operationType: 'send', sentFrom: from, sentTo: to })
    expect(sent?.transfers).toEqual([
      expect.objectContaining({ nft_info: expect.objectContaining({ name: 'Lantern #8' }) }),
    ])
    expect(sent?.transfers[0]?.direction).toBe('out')
    const received = (await history(7)).find((tx) => tx.id === hash)
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers[0]?.direction).toBe('in')

    expect((await nfts(2)).data.map((nft) => nft.tokenId)).toEqual(['7', '9', '3'])
    expect((await nfts(7)).data.map((nft) => `${nft.collection.symbol}:${nft.tokenId}`)).toEqual([
      'LNTN:8',
      'FREE:8',
    ])
  })

  test('pages of 50 list every NFT once, in order', async () => {
    for (let i = 0; i < 55; i++) {
      await lanternWrite(6, 'mint', [DEVNET_ACCOUNTS[6].address], { index: false })
    }
    await indexAll()
    const first = await nfts(6)
    expect(first.data).toHaveLength(50)
    expect(first.next).toEqual(expect.any(String))
    const second = await nfts(6, { chainId: CHAIN, cursor: first.next! })
    expect(second.next).toBeNull()
    const ids = [...first.data, ...second.data].map((nft) => nft.id)
    // 55 lanterns (ids 10..64) plus the spam voucher #7.
    expect(ids).toHaveLength(56)
    expect(new Set(ids).size).toBe(56)
    const lanternIds = ids
      .filter((id) => id.includes(lanterns.address))
      .map((id) => id.split('/')[2])
    expect(lanternIds).toEqual(Array.from({ length: 55 }, (_, i) => String(i + 10)))
  }, 60_000)
})

describe('indexer', () => {
  test('only contracts claiming ERC-721 (ERC-165) are collections', async () => {
    const chain = chains.get('eip155:31338')!
    const lantern = lanterns.address.toLowerCase()
    // Known collections are not probed again: forget the lanterns for a moment.
    const [row] = await db.query(
      'DELETE FROM nft_collections WHERE chain_id = $1 AND address = $2 RETURNING *',
      [chain.caip2, lantern],
    )
    const usdc = DEVNET_TOKENS.usdc.address.toLowerCase()
    const result = await discoverCollections(db, chain, [lantern, usdc])
    await db.query(
      'INSERT INTO nft_collections (chain_id, address, name, symbol, discovered_block) VALUES ($1, $2, $3, $4, $5)',
      [row?.chain_id, row?.address, row?.name, row?.symbol, row?.discovered_block],
    )
    expect(result).toEqual({
      found: [{ address: lantern, name: 'Latch Lanterns', symbol: 'LNTN' }],
      rejected: [usdc],
    })
  })
})

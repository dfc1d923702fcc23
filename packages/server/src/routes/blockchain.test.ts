import type { Fungible, TokenBalance } from '@latch/core/api'
import {
  DEVNET_ACCOUNTS,
  DEVNET_START_TIMEOUT_MS,
  DEVNET_TOKENS,
  type Devnet,
  startDevnet,
} from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { createChainRegistry } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import { syncChain } from '../indexer/syncChain.ts'
import { devnetChainConfigs } from '../testing/devnetChains.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

const ACCOUNT = DEVNET_ACCOUNTS[0].address
const EMPTY_ACCOUNT = '0x000000000000000000000000000000000000dEaD'

let devnet: Devnet
let db: Db
let rpcBodies: string[] = []
let app: ReturnType<typeof createServerApp>

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  db = await useTestDb()
  const chains = createChainRegistry(devnetChainConfigs(devnet, true), {
    onRpcBody: (body) => rpcBodies.push(body),
  })
  app = createServerApp({ db, chains })
}, DEVNET_START_TIMEOUT_MS)
afterAll(() => devnet?.stop())

async function getJson<T>(path: string, params: Record<string, string> = {}) {
  const response = await app.request(withProject(path, params))
  return { status: response.status, body: (await response.json()) as T }
}

describe('GET /v1/supported-chains', () => {
  test('lists the configured chains as CAIP-2', async () => {
    const { status, body } = await getJson('/v1/supported-chains')
    expect(status).toBe(200)
    expect(body).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
  })
})

describe('GET /v1/account/:address/balance', () => {
  test('answers native and token balances with the SPEC §3 fields, in one multicall', async () => {
    rpcBodies = []
    const { status, body } = await getJson<{ balances: TokenBalance[] }>(
      `/v1/account/${ACCOUNT}/balance`,
      { currency: 'usd', chainId: 'eip155:31337', forceUpdate: 'true' },
    )
    expect(status).toBe(200)
    const bySymbol = Object.fromEntries(body.balances.map((b) => [b.symbol, b]))
    expect(Object.keys(bySymbol).sort()).toEqual(['DAI', 'ETH', 'POINTS', 'USDC', 'USDT'])
    expect(bySymbol.USDC).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:31337',
      address: `eip155:31337:${DEVNET_TOKENS.usdc.address}`,
      value: 10_000,
      price: 1,
      quantity: { decimals: '6', numeric: '10000' },
      iconUrl: expect.stringMatching(/\/public\/getTokenImage\/usdc\?projectId=latch-dev-project/),
    })
    expect(bySymbol.ETH).not.toHaveProperty('address')
    expect(bySymbol.ETH?.quantity.decimals).toBe('18')
    expect(Number(bySymbol.ETH?.quantity.numeric)).toBeGreaterThan(9_000)
    expect(bySymbol.ETH?.value).toBeCloseTo(Number(bySymbol.ETH?.quantity.numeric) * 3000)
    const calls = rpcBodies
      .flatMap((b) => [JSON.parse(b)].flat())
      .filter((r) => r.method === 'eth_call')
    expect(calls).toHaveLength(1)
    expect(calls[0].params[0].to.toLowerCase()).toBe('0xca11bde05977b3631167028862be2a173976ca11')
  })

  test('without chainId answers every served chain', async () => {
    const { body } = await getJson<{ balances: TokenBalance[] }>(`/v1/account/${ACCOUNT}/balance`)
    expect(new Set(body.balances.map((b) => b.chainId))).toEqual(
      new Set(['eip155:31337', 'eip155:31338']),
    )
  })

  test('an empty account has only its zero native balance', async () => {
    const { body } = await getJson<{ balances: TokenBalance[] }>(
      `/v1/account/${EMPTY_ACCOUNT}/balance`,
      {
        chainId: 'eip155:31337',
      },
    )
    expect(body.balances).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        value: 0,
        quantity: { decimals: '18', numeric: '0' },
      }),
    ])
  })

  test.each([
    ['/v1/account/0x123/balance', {}, 'invalid_address'],
    [`/v1/account/${ACCOUNT}/balance`, { chainId: '31337' }, 'invalid_chain_id'],
    [`/v1/account/${ACCOUNT}/balance`, { chainId: 'eip155:1' }, 'unsupported_chain'],
    [`/v1/account/${ACCOUNT}/balance`, { currency: 'eur' }, 'invalid_parameter'],
  ])('400 for %s %o', async (path, params, error) => {
    const { status, body } = await getJson<{ error: string; message: string }>(path, params)
    expect(status).toBe(400)
    expect(body.error).toBe(error)
    expect(body.message).toBeTruthy()
  })

  test('tokens the indexer discovered are listed without configuration', async () => {
    const chains = createChainRegistry(devnetChainConfigs(devnet, false))
    const bare = createServerApp({ db, chains })
    const read = async () => {
      const response = await bare.request(
        withProject(`/v1/account/${ACCOUNT}/balance`, { chainId: 'eip155:31338' }),
      )
      return ((await response.json()) as { balances: TokenBalance[] }).balances
        .map((b) => b.symbol)
        .sort()
    }
    expect(await read()).toEqual(['ETH'])
    while ((await syncChain(db, chains.get('eip155:31338')!)).behind) {}
    expect(await read()).toEqual(['DAI', 'ETH', 'POINTS', 'USDC', 'USDT'])
  })
})

describe('POST /v1/fungible/price', () => {
  async function post(body: unknown) {
    const response = await app.request(withProject('/v1/fungible/price'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      body: (await response.json()) as { fungibles: Fungible[]; error?: string },
    }
  }

  test('prices known tokens and the native currency from the price table', async () => {
    const { status, body } = await post({
      currency: 'usd',
      projectId: 'latch-dev-project',
      addresses: [
        `eip155:31337:${DEVNET_TOKENS.dai.address}`,
        'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        'eip155:31337:0x0000000000000000000000000000000000000001',
        'eip155:1:0x0000000000000000000000000000000000000001',
      ],
    })
    expect(status).toBe(200)
    expect(body.fungibles).toEqual([
      expect.objectContaining({
        name: 'Dai Stablecoin',
        symbol: 'DAI',
        price: 1,
        iconUrl: expect.stringContaining('/public/getTokenImage/dai'),
      }),
      expect.objectContaining({ name: 'Ether', symbol: 'ETH', price: 3000 }),
    ])
  })

  test('takes the project id from the body when the query has none', async () => {
    const response = await app.request('/v1/fungible/price', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectId: 'latch-dev-project', currency: 'usd', addresses: [] }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ fungibles: [] })
  })

  test.each([
    [{ addresses: ['eip155:31337'] }],
    [{ addresses: ['eip155:31337:0x12'] }],
    [{ addresses: 'eip155:31337:0x0000000000000000000000000000000000000001' }],
    [{ currency: 'eur', addresses: [] }],
  ])('400 for %o', async (body) => {
    const answer = await post(body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('invalid_body')
  })

  test('400 for a body that is not JSON', async () => {
    const response = await app.request(withProject('/v1/fungible/price'), {
      method: 'POST',
      body: 'nope',
    })
    expect(response.status).toBe(400)
  })
})

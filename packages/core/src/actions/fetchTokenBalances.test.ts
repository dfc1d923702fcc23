import { afterEach, describe, expect, test, vi } from 'vitest'
import type { TokenBalance } from '../api/types.ts'
import type { LatchOptions } from '../client/types.ts'
import { BALANCE_RETRY_BLOCK_MS } from '../constants.ts'
import { latchDevnet, latchDevnet2, mainnet } from '../networks/builtin.ts'
import { startAccountDataServer } from '../test/accountDataServer.ts'
import { createTestClient } from '../test/createTestClient.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

function token(symbol: string, decimals: string, numeric: string): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:31337',
    value: Number(numeric),
    price: 1,
    quantity: { decimals, numeric },
    iconUrl: `http://x/${symbol}`,
  }
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(
  balance: () => { status: number; body?: unknown },
  { served, networks }: { served?: string[]; networks?: LatchOptions['networks'] } = {},
) {
  const server = await startAccountDataServer({ '/v1/account/': balance }, served)
  const client = createTestClient({
    endpoints: { apiUrl: server.url },
    ...(networks ? { networks } : {}),
  })
  cleanups.push(() => client.destroy(), server.close)
  await client.connect({ connectorId: 'dev.wallet' })
  return { client, server, balances: () => server.asked(`/v1/account/${ADDRESS}/balance`) }
}

const OK = () => ({
  status: 200,
  body: {
    balances: [token('ETH', '18', '2'), token('POINTS', '0', '40'), token('USDC', '6', '5')],
  },
})

describe('fetchTokenBalances', () => {
  test('stores the active network’s tokens, 0-decimal ones dropped, and asks with its chainId', async () => {
    const { client, balances } = await setup(OK)
    await client.fetchTokenBalances()
    const account = client.getState().accounts.eip155
    expect(account?.tokenBalanceStatus).toBe('ready')
    expect(account?.tokenBalance?.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(balances()).toHaveLength(1)
    expect(Object.fromEntries(balances()[0]!.query)).toMatchObject({
      currency: 'usd',
      chainId: 'eip155:31337',
      projectId: 'test-project',
    })
  })

  test('a second read within 30 s comes from the portfolio cache; force asks again', async () => {
    const { client, balances } = await setup(OK)
    await client.fetchTokenBalances()
    await client.fetchTokenBalances()
    expect(balances()).toHaveLength(1)
    await client.fetchTokenBalances({ force: true })
    expect(balances()).toHaveLength(2)
    expect(balances()[1]!.query.get('forceUpdate')).toBe('true')
  })

  test('a testnet the API does not serve shows no tokens (0.00) without asking or toasting', async () => {
    const { client, balances } = await setup(OK, { served: ['eip155:31338'] })
    await client.fetchTokenBalances()
    expect(client.getState().accounts.eip155).toMatchObject({
      tokenBalance: [],
      tokenBalanceStatus: 'ready',
    })
    expect(balances()).toHaveLength(0)
    expect(client.getState().toast).toBeUndefined()
  })

  test('a mainnet network is asked for without consulting supported-chains', async () => {
    const { client, server } = await setup(OK, {
      served: [],
      networks: [mainnet, latchDevnet, latchDevnet2],
    })
    client.store.setState((s) => ({
      activeCaipNetworkIds: { ...s.activeCaipNetworkIds, eip155: 'eip155:1' },
    }))
    await client.fetchTokenBalances()
    expect(server.asked('/v1/supported-chains')).toHaveLength(0)
    expect(server.asked(`/v1/account/${ADDRESS}/balance`)[0]?.query.get('chainId')).toBe('eip155:1')
  })

  test('a failure toasts Token Balance Unavailable and blocks reading again for 30 s', async () => {
    let now = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    const { client, balances } = await setup(() => ({ status: 500, body: { error: 'down' } }))
    await client.fetchTokenBalances()
    expect(client.getState().accounts.eip155?.tokenBalanceStatus).toBe('error')
    expect(client.getState().toast).toMatchObject({
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
    now += BALANCE_RETRY_BLOCK_MS - 1
    await client.fetchTokenBalances({ force: true })
    expect(balances()).toHaveLength(1)
    now += 1
    await client.fetchTokenBalances()
    expect(balances()).toHaveLength(2)
  })

  test('supported-chains failing on a testnet is Token Balance Unavailable, not "no tokens"; the next read asks again', async () => {
    let now = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    let down = true
    const server = await startAccountDataServer({
      '/v1/supported-chains': () =>
        down
          ? { status: 503, body: { error: 'down' } }
          : { status: 200, body: { http: ['eip155:31337'], ws: [] } },
      '/v1/account/': OK,
    })
    const client = createTestClient({ endpoints: { apiUrl: server.url } })
    cleanups.push(() => client.destroy(), server.close)
    await client.connect({ connectorId: 'dev.wallet' })
    await client.fetchTokenBalances()
    expect(client.getState().accounts.eip155).toMatchObject({ tokenBalanceStatus: 'error' })
    expect(client.getState().accounts.eip155?.tokenBalance).toBeUndefined()
    expect(client.getState().toast?.message).toBe('Token Balance Unavailable')
    down = false
    now += BALANCE_RETRY_BLOCK_MS
    await client.fetchTokenBalances()
    expect(server.asked('/v1/supported-chains')).toHaveLength(2)
    expect(client.getState().accounts.eip155?.tokenBalance?.map((t) => t.symbol)).toEqual([
      'ETH',
      'USDC',
    ])
  })

  test('a namespace without balances toasts and asks nothing', async () => {
    const { client, server } = await setup(OK)
    client.store.setState((s) => ({
      accounts: { ...s.accounts, polkadot: { status: 'connected', address: '5Grw' } },
    }))
    const before = server.requests.length
    await client.fetchTokenBalances({ namespace: 'polkadot' })
    expect(client.getState().accounts.polkadot?.tokenBalanceStatus).toBe('error')
    expect(client.getState().toast?.message).toBe('Token Balance Unavailable')
    expect(server.requests.length).toBe(before)
  })

  test('an answer arriving after the account changed is dropped', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { client } = await setup(OK)
    const originalGet = client.api.blockchain.get
    vi.spyOn(client.api.blockchain, 'get').mockImplementation(async (path, query) => {
      await gate
      return originalGet(path, query)
    })
    const done = client.fetchTokenBalances()
    await vi.waitFor(() =>
      expect(client.getState().accounts.eip155?.tokenBalanceStatus).toBe('loading'),
    )
    client.store.setState((s) => ({
      accounts: { ...s.accounts, eip155: { status: 'connected', address: '0xbb' } },
    }))
    release()
    await done
    expect(client.getState().accounts.eip155?.tokenBalance).toBeUndefined()
  })
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { fetchConnectWallets } from '../actions/fetchConnectWallets.ts'
import { fetchNextWalletPage } from '../actions/fetchNextWalletPage.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { type Answer, type RecordedRequest, startHttpServer } from '../test/startHttpServer.ts'
import { createWalletSearch } from './createWalletSearch.ts'

const TOTAL = 95
const wallets = Array.from({ length: TOTAL }, (_, i) => ({
  id: `w${i}`,
  name: i % 10 ? `Wallet ${i}` : `Rainbow ${i}`,
}))
function answer(request: RecordedRequest) {
  const page = Number(request.query.get('page') ?? 1)
  const entries = Number(request.query.get('entries') ?? 40)
  const search = request.query.get('search')?.toLowerCase()
  const include = request.query.get('include')?.split(',')
  const list = wallets.filter(
    (w) =>
      (!search || w.name.toLowerCase().includes(search)) && (!include || include.includes(w.id)),
  )
  return {
    status: 200,
    body: { data: list.slice((page - 1) * entries, page * entries), count: list.length },
  }
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})
async function setup(
  route: (request: RecordedRequest) => Answer = answer,
  options: Parameters<typeof createTestClient>[0] = {},
) {
  const server = await startHttpServer(route)
  closers.push(server.close)
  const client = createTestClient({ endpoints: { directoryUrl: server.url }, ...options })
  closers.push(async () => client.destroy())
  return { client, server }
}

describe('Connect view wallets', () => {
  test('4 recommended and the featured ids, with the site filters', async () => {
    const { client, server } = await setup(answer, {
      featuredWalletIds: ['w7', 'w3'],
      excludeWalletIds: ['w1'],
    })
    await fetchConnectWallets(client)
    const { recommended, featured } = client.getState().directory
    expect(recommended.wallets).toHaveLength(4)
    expect(featured.wallets.map((w) => w.id).sort()).toEqual(['w3', 'w7'])
    const [first] = server.requests
    expect(first?.query.get('entries')).toBe('4')
    expect(first?.query.get('exclude')).toBe('w1')
    expect(first?.query.get('chains')).toBe('eip155:31337,eip155:31338')
  })

  test('a failing directory leaves an error status, no throw', async () => {
    const { client } = await setup(() => ({ status: 500 }))
    await fetchConnectWallets(client)
    expect(client.getState().directory.recommended.status).toBe('error')
  })
})

describe('AllWallets pages (40)', () => {
  test('each page once, every wallet exactly once, stops at the end', async () => {
    const { client, server } = await setup()
    await Promise.all([fetchNextWalletPage(client), fetchNextWalletPage(client)])
    expect(client.getState().directory.all.wallets).toHaveLength(40)
    await fetchNextWalletPage(client)
    await fetchNextWalletPage(client)
    await fetchNextWalletPage(client)
    const all = client.getState().directory.all
    expect(all.wallets.map((w) => w.id)).toEqual(wallets.map((w) => w.id))
    expect(server.requests.map((r) => r.query.get('page'))).toEqual(['1', '2', '3'])
    expect(server.requests[0]?.query.get('entries')).toBe('40')
  })
})

describe('search', () => {
  test('typing sends one request after the pause, asking for 100', async () => {
    const { client, server } = await setup()
    const search = createWalletSearch(client)
    for (const query of ['r', 'ra', 'rai', 'rain']) search.setQuery(query)
    expect(client.getState().directory.search).toMatchObject({ query: 'rain', status: 'loading' })
    await vi.waitFor(() => expect(client.getState().directory.search.status).toBe('ready'))
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.query.get('search')).toBe('rain')
    expect(server.requests[0]?.query.get('entries')).toBe('100')
    expect(
      client.getState().directory.search.wallets.every((w) => w.name.includes('Rainbow')),
    ).toBe(true)
    expect(client.getState().directory.search.count).toBe(10)
  })

  test('clearing the query clears the results without a request', async () => {
    const { client, server } = await setup()
    const search = createWalletSearch(client)
    search.setQuery('rain')
    search.setQuery('  ')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(server.requests).toHaveLength(0)
    expect(client.getState().directory.search).toMatchObject({
      query: '',
      status: 'idle',
      wallets: [],
    })
  })
})

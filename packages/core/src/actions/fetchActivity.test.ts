import { afterEach, describe, expect, test } from 'vitest'
import type { Transaction } from '../api/history.ts'
import { startAccountDataServer } from '../test/accountDataServer.ts'
import { createTestClient } from '../test/createTestClient.ts'
import type { RecordedRequest } from '../test/startHttpServer.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

function tx(id: string, options: { chain?: string; spam?: boolean[] } = {}): Transaction {
  return {
    id,
    metadata: {
      minedAt: '2026-01-01T00:00:00Z',
      chain: (options.chain ?? 'eip155:31337') as Transaction['metadata']['chain'],
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: ADDRESS,
    },
    transfers: (options.spam ?? [false]).map((isSpam) =>
      isSpam
        ? { nft_info: { name: 'Free Claim', flags: { is_spam: true } }, quantity: { numeric: '1' } }
        : { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1' } },
    ),
  }
}

// Two pages: page 1 holds a spam-only airdrop and another chain's entry, page 2 one more.
const PAGES: Record<string, { data: Transaction[]; next: string | null }> = {
  '': {
    data: [
      tx('a'),
      tx('spam', { spam: [true] }),
      tx('mixed', { spam: [true, false] }),
      tx('other', { chain: 'eip155:1' }),
    ],
    next: 'c2',
  },
  c2: { data: [tx('b')], next: null },
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(history: (request: RecordedRequest) => { status: number; body?: unknown }) {
  const server = await startAccountDataServer({ [`/v1/account/${ADDRESS}/history`]: history })
  const client = createTestClient({ endpoints: { apiUrl: server.url } })
  cleanups.push(() => client.destroy(), server.close)
  await client.connect({ connectorId: 'dev.wallet' })
  const asked = () => server.asked(`/v1/account/${ADDRESS}/history`)
  return { client, asked }
}

const paged = (request: RecordedRequest) => ({
  status: 200,
  body: PAGES[request.query.get('cursor') ?? ''],
})

describe('fetchActivity', () => {
  test('first page: this chain only, spam-only transactions hidden, next cursor kept', async () => {
    const { client, asked } = await setup(paged)
    await client.fetchActivity()
    const { activity } = client.getState()
    expect(activity.status).toBe('ready')
    expect(activity.transactions.map((t) => t.id)).toEqual(['a', 'mixed'])
    expect(activity.next).toBe('c2')
    expect(activity).toMatchObject({ address: ADDRESS, chainId: 'eip155:31337' })
    expect(asked()[0]?.query.get('chainId')).toBe('eip155:31337')
  })

  test('the next page is appended; the last page leaves no cursor', async () => {
    const { client, asked } = await setup(paged)
    await client.fetchActivity()
    await client.fetchActivity({ cursor: client.getState().activity.next })
    expect(client.getState().activity.transactions.map((t) => t.id)).toEqual(['a', 'mixed', 'b'])
    expect(client.getState().activity.next).toBeUndefined()
    expect(asked().map((r) => r.query.get('cursor'))).toEqual([null, 'c2'])
  })

  test('the same next page asked twice at once is read once', async () => {
    const { client, asked } = await setup(paged)
    await client.fetchActivity()
    await Promise.all([
      client.fetchActivity({ cursor: 'c2' }),
      client.fetchActivity({ cursor: 'c2' }),
    ])
    expect(asked()).toHaveLength(2)
    expect(client.getState().activity.transactions.map((t) => t.id)).toEqual(['a', 'mixed', 'b'])
  })

  test('reset starts over from the first page', async () => {
    const { client } = await setup(paged)
    await client.fetchActivity()
    await client.fetchActivity({ cursor: 'c2' })
    await client.fetchActivity({ reset: true })
    expect(client.getState().activity.transactions.map((t) => t.id)).toEqual(['a', 'mixed'])
    expect(client.getState().activity.next).toBe('c2')
  })

  test('a failure toasts Failed to fetch transactions and clears the cursor', async () => {
    let fail = false
    const { client } = await setup((request) => (fail ? { status: 500 } : paged(request)))
    await client.fetchActivity()
    fail = true
    await client.fetchActivity({ cursor: 'c2' })
    expect(client.getState().activity).toMatchObject({ status: 'error', next: undefined })
    expect(client.getState().activity.transactions.map((t) => t.id)).toEqual(['a', 'mixed'])
    expect(client.getState().toast?.message).toBe('Failed to fetch transactions')
    await client.fetchActivity({ reset: true })
    expect(client.getState().activity.transactions).toEqual([])
  })

  test('minBlock: while the index is behind the send, the list stays as it is and the server is asked again; then the page with the send replaces it', async () => {
    let indexedBlock: number | null = null
    const { client, asked } = await setup((request) => {
      if (!request.query.get('minBlock')) return paged(request)
      const answer = {
        status: 200,
        body: {
          data: indexedBlock !== null && indexedBlock >= 42 ? [tx('sent'), tx('a')] : [tx('a')],
          next: null,
          indexedBlock,
        },
      }
      // Nothing indexed, then 41, then 42: the third read has it.
      indexedBlock = indexedBlock === null ? 41 : indexedBlock + 1
      return answer
    })
    await client.fetchActivity()
    const before = client.getState().activity
    const statuses = new Set<string>()
    const stop = client.subscribe((state) => statuses.add(state.activity.status))
    await client.fetchActivity({ minBlock: 42 })
    stop()
    const reads = asked().filter((request) => request.query.get('minBlock') === '42')
    expect(reads).toHaveLength(3)
    expect(reads[0]?.query.get('chainId')).toBe('eip155:31337')
    // Quiet meanwhile: no loading state, no list emptied, no toast.
    expect([...statuses]).toEqual(['ready'])
    expect(before.transactions.map((t) => t.id)).toEqual(['a', 'mixed'])
    expect(client.getState().activity).toMatchObject({ status: 'ready', next: undefined })
    expect(client.getState().activity.transactions.map((t) => t.id)).toEqual(['sent', 'a'])
    expect(client.getState().toast).toBeUndefined()
  })

  test('minBlock: a host that does not say how far it indexed is taken at its word (one read)', async () => {
    const { client, asked } = await setup(paged)
    await client.fetchActivity({ cursor: undefined })
    await client.fetchActivity({ cursor: 'c2' })
    await client.fetchActivity({ minBlock: 7 })
    expect(asked().filter((request) => request.query.get('minBlock') === '7')).toHaveLength(1)
    // The first page again, as after a reset.
    expect(client.getState().activity.transactions.map((t) => t.id)).toEqual(['a', 'mixed'])
    expect(client.getState().activity.next).toBe('c2')
  })

  test('a namespace other than eip155 has no activity and asks nothing', async () => {
    const { client, asked } = await setup(paged)
    client.store.setState((s) => ({
      accounts: {
        ...s.accounts,
        solana: { status: 'connected', address: '4Vhx3UDiTwkkvgexDQwQgKHWy3v2SEUkhVMxL6XiZGo7' },
      },
      activeCaipNetworkIds: {
        ...s.activeCaipNetworkIds,
        solana: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      },
    }))
    await client.fetchActivity({ namespace: 'solana' })
    expect(client.getState().activity.status).toBe('unsupported')
    expect(asked()).toHaveLength(0)
  })
})

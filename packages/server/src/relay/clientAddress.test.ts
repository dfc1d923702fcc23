// The relay's per-address limits (sockets, stored bytes) count a client as the HTTP rate limit
// does (middleware/clientAddress.ts): an IPv4 address or an IPv6 /64, and behind `trustProxy`
// reverse proxies the address the outermost one saw. Only ::1 is usable among IPv6 loopback
// addresses here, so IPv6 clients arrive through a trusted proxy's X-Forwarded-For.
import { afterEach, expect, test } from 'vitest'
import { clientKey, forwardedClientAddress } from '../middleware/clientAddress.ts'
import { RELAY_MAX_SOCKETS_PER_IP } from './constants.ts'
import { createMemoryRelayStore, type MemoryRelayStore } from './createMemoryRelayStore.ts'
import type { CreateRelayOptions } from './createRelay.ts'
import {
  RelayTestClient,
  randomTopic,
  startTestRelay,
  type TestRelay,
  UpgradeRefusedError,
} from './testing/relayTestClient.ts'

let relay: TestRelay | undefined
const clients: RelayTestClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.close()
  relay = undefined
})

async function start(options: CreateRelayOptions) {
  relay = await startTestRelay(options)
  return relay
}

/** A client whose upgrade carries `X-Forwarded-For: forwardedFor`; the HTTP status if refused. */
async function connectAs(forwardedFor: string): Promise<RelayTestClient | number> {
  const headers = { 'X-Forwarded-For': forwardedFor }
  try {
    const client = await RelayTestClient.connect(relay!.url, { headers })
    clients.push(client)
    return client
  } catch (error) {
    if (error instanceof UpgradeRefusedError) return error.status
    throw error
  }
}

function client(value: RelayTestClient | number): RelayTestClient {
  if (typeof value === 'number') throw new Error(`refused with ${value}`)
  return value
}

test.each([
  // [socket address, X-Forwarded-For, trustProxy, counted as]
  ['127.0.0.1', '2001:db8:0:1::a', 1, '2001:db8:0:1::/64'],
  ['127.0.0.1', '2001:db8:0:1:ffff::b', 1, '2001:db8:0:1::/64'],
  ['127.0.0.1', '2001:db8:0:2::a', 1, '2001:db8:0:2::/64'],
  ['::ffff:127.0.0.1', '203.0.113.7', 1, '203.0.113.7'],
  ['127.0.0.1', '198.51.100.1, 203.0.113.7', 1, '203.0.113.7'],
  ['127.0.0.1', '2001:db8:0:1::a', 0, '127.0.0.1'],
  ['::1', undefined, 1, '0:0:0:0::/64'],
  ['2001:db8:0:1::a', undefined, 0, '2001:db8:0:1::/64'],
])(
  'an upgrade from %s with X-Forwarded-For %s (trustProxy %i) counts as %s',
  (remote, forwardedFor, trustProxy, key) => {
    expect(clientKey(forwardedClientAddress(remote, forwardedFor, trustProxy))).toBe(key)
  },
)

test('behind a trusted proxy, two IPv6 addresses of one /64 share the socket limit; another /64 has its own', async () => {
  await start({ trustProxy: 1, maxSocketsPerIp: 1 })
  client(await connectAs('2001:db8:0:1::a'))
  expect(await connectAs('2001:db8:0:1::b')).toBe(429)
  client(await connectAs('2001:db8:0:2::a'))
  client(await connectAs('203.0.113.7'))
  expect(relay!.relay.socketCount).toBe(3)
})

test('without trustProxy, X-Forwarded-For is ignored: the proxy (or a client lying) is one address', async () => {
  await start({ maxSocketsPerIp: 1 })
  client(await connectAs('2001:db8:0:1::a'))
  expect(await connectAs('2001:db8:0:2::a')).toBe(429)
})

test(`by default an address keeps ${RELAY_MAX_SOCKETS_PER_IP} sockets open; the next is refused`, async () => {
  await start({ trustProxy: 1 })
  const opened = await Promise.all(
    Array.from({ length: RELAY_MAX_SOCKETS_PER_IP }, () => connectAs('2001:db8:0:1::a')),
  )
  expect(opened.filter((value) => typeof value === 'number')).toEqual([])
  expect(await connectAs('2001:db8:0:1::ffff')).toBe(429)
  client(await connectAs('2001:db8:0:2::a'))
})

/** Publishes `count` messages of 60 KB on a new topic; the topic. */
async function publish(publisher: RelayTestClient, count: number): Promise<string> {
  const topic = randomTopic()
  for (let i = 0; i < count; i++) {
    const message = `m-${i}-`.padEnd(60_000, 'x')
    const answer = await publisher.request('irn_publish', { topic, message, ttl: 300 })
    expect(answer.result).toBe(true)
  }
  return topic
}

async function held(store: MemoryRelayStore, topic: string): Promise<number> {
  return (await store.undelivered(topic, 'nobody', Date.now(), 1_000)).length
}

test('behind a trusted proxy, clients of one IPv6 /64 share its stored bytes; another /64 has its own share', async () => {
  // 17 messages of 60 KB (60,512 counted bytes each) fit in 1 MiB, 18 do not.
  const store = createMemoryRelayStore({ maxStoredBytesPerIp: 1024 * 1024 })
  await start({ trustProxy: 1, store })
  const heavy = client(await connectAs('2001:db8:0:1::a'))
  const heavyTopic = await publish(heavy, 17)
  // Another /64 (a visitor the proxy forwards from elsewhere) takes nothing from the first.
  await publish(client(await connectAs('2001:db8:0:2::a')), 17)
  expect(await held(store, heavyTopic)).toBe(17)
  // A fresh address of the same /64 shares its share: the heavy client there loses its oldest.
  await publish(client(await connectAs('2001:db8:0:1::b')), 1)
  expect(await held(store, heavyTopic)).toBe(16)
})

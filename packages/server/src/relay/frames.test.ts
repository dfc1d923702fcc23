import { afterEach, expect, test } from 'vitest'
import { createMemoryRelayStore } from './createMemoryRelayStore.ts'
import type { CreateRelayOptions } from './createRelay.ts'
import {
  RelayTestClient,
  randomTopic,
  startTestRelay,
  type TestRelay,
} from './testing/relayTestClient.ts'
import type { RelayStore } from './types.ts'

let relay: TestRelay | undefined
const clients: RelayTestClient[] = []

async function setUp(options: CreateRelayOptions = {}) {
  relay = await startTestRelay(options)
  const client = await RelayTestClient.connect(relay.url)
  clients.push(client)
  return client
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.close()
  relay = undefined
})

const topic = 'ab'.repeat(32)

test.each([
  ['text that is not JSON', 'hello', null, -32700],
  ['truncated JSON', '{"id":1,"jsonrpc":"2.0","method":"irn_sub', null, -32700],
  ['a JSON-RPC batch', '[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]', null, -32600],
  ['a JSON string', '"irn_subscribe"', null, -32600],
  ['a request without id', '{"jsonrpc":"2.0","method":"irn_subscribe","params":{}}', null, -32600],
  ['an id that is an object', '{"id":{},"jsonrpc":"2.0","method":"irn_subscribe"}', null, -32600],
  ['a request without method', '{"id":7,"jsonrpc":"2.0","params":{}}', 7, -32600],
  [
    'a request without jsonrpc',
    `{"id":8,"method":"irn_subscribe","params":{"topic":"${topic}"}}`,
    8,
    -32600,
  ],
  [
    'an unknown method',
    '{"id":"u","jsonrpc":"2.0","method":"irn_teleport","params":{}}',
    'u',
    -32601,
  ],
  [
    'a method named like an Object key',
    '{"id":2,"jsonrpc":"2.0","method":"constructor"}',
    2,
    -32601,
  ],
  ['irn_subscribe without params', '{"id":3,"jsonrpc":"2.0","method":"irn_subscribe"}', 3, -32602],
  [
    'irn_subscribe with a short topic',
    '{"id":4,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"abc"}}',
    4,
    -32602,
  ],
  [
    'irn_publish without message',
    `{"id":5,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","ttl":60}}`,
    5,
    -32602,
  ],
  [
    'irn_publish with tag -1',
    `{"id":6,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"m","ttl":60,"tag":-1}}`,
    6,
    -32602,
  ],
  [
    'irn_batchSubscribe with no topics',
    '{"id":9,"jsonrpc":"2.0","method":"irn_batchSubscribe","params":{"topics":[]}}',
    9,
    -32602,
  ],
  [
    'irn_unsubscribe without id',
    `{"id":10,"jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"${topic}"}}`,
    10,
    -32602,
  ],
])('%s gets a JSON-RPC error and the socket stays usable', async (_, text, id, code) => {
  const client = await setUp()
  client.sendRaw(text)
  const answer = await client.waitFor((frame) => frame.error !== undefined)
  expect(answer).toEqual({ id, jsonrpc: '2.0', error: { code, message: expect.any(String) } })
  expect((await client.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(
    expect.any(String),
  )
})

test('an integer id beyond 2^53 is answered with exactly the same digits', async () => {
  const client = await setUp()
  client.sendRaw(
    `{"id":1760000000000123457,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
  )
  await client.waitFor((frame) => frame.result !== undefined)
  expect(client.rawFrames[0]).toMatch(
    /^\{"id":1760000000000123457,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/,
  )
})

test('a binary frame holding a request is answered like a text frame', async () => {
  const client = await setUp()
  client.sendRaw(
    Buffer.from(`{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`),
  )
  expect((await client.waitFor((frame) => frame.id === 1)).result).toMatch(/^[0-9a-f]{64}$/)
})

test('a frame over maxFrameBytes gets -32001 naming its id; the socket stays open', async () => {
  const client = await setUp({ maxFrameBytes: 1_024 })
  const message = 'x'.repeat(2_000)
  const answer = await client.request('irn_publish', { topic, message, ttl: 60 })
  expect(answer.error).toEqual({ code: -32001, message: expect.stringMatching(/Frame too large/) })
  expect((await client.request('irn_publish', { topic, message: 'small', ttl: 60 })).result).toBe(
    true,
  )
})

test('a frame over the hard limit closes the socket with 1009', async () => {
  const client = await setUp({ maxFrameBytes: 1_024 })
  const closed = new Promise<number>((resolve) => client.ws.once('close', resolve))
  client.sendRaw('x'.repeat(1_048_577))
  expect(await closed).toBe(1009)
})

test('subscriptions over the per-socket limit get -32002; a batch over it subscribes none', async () => {
  const client = await setUp({ maxSubscriptionsPerSocket: 3 })
  const topics = [randomTopic(), randomTopic(), randomTopic()]
  await client.request('irn_batchSubscribe', { topics: topics.slice(0, 2) })
  const overBatch = await client.request('irn_batchSubscribe', {
    topics: [randomTopic(), randomTopic()],
  })
  expect(overBatch.error?.code).toBe(-32002)
  expect((await client.request('irn_subscribe', { topic: topics[2] })).result).toEqual(
    expect.any(String),
  )
  // Subscribing again to a topic it holds is not a new subscription.
  expect((await client.request('irn_subscribe', { topic: topics[0] })).result).toEqual(
    expect.any(String),
  )
  expect((await client.request('irn_subscribe', { topic: randomTopic() })).error?.code).toBe(-32002)
  const proposal = { pairingTopic: randomTopic(), sessionProposal: 'p' }
  expect((await client.request('wc_proposeSession', proposal)).error?.code).toBe(-32002)
  await client.request('irn_unsubscribe', { topic: topics[1], id: 'any' })
  expect((await client.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(
    expect.any(String),
  )
})

test('a topic holding maxMessagesPerTopic messages refuses more with -32003', async () => {
  const client = await setUp({ store: createMemoryRelayStore({ maxMessagesPerTopic: 2 }) })
  for (const message of ['a', 'b']) {
    expect((await client.request('irn_publish', { topic, message, ttl: 60 })).result).toBe(true)
  }
  expect((await client.request('irn_publish', { topic, message: 'c', ttl: 60 })).error?.code).toBe(
    -32003,
  )
  expect(
    (await client.request('irn_publish', { topic: randomTopic(), message: 'c', ttl: 60 })).result,
  ).toBe(true)
})

test('a failing store answers -32603 and reports the error', async () => {
  const errors: unknown[] = []
  const store: RelayStore = {
    ...createMemoryRelayStore(),
    putAll: () => Promise.reject(new Error('disk on fire')),
  }
  const client = await setUp({ store, onError: (error) => errors.push(error) })
  const answer = await client.request('irn_publish', { topic, message: 'm', ttl: 60 })
  expect(answer.error).toEqual({ code: -32603, message: 'Internal error' })
  expect(errors).toEqual([new Error('disk on fire')])
})

test('the relay pings each socket', async () => {
  const client = await setUp({ pingIntervalMs: 20 })
  await new Promise<void>((resolve) => client.ws.once('ping', () => resolve()))
  expect(relay?.relay.socketCount).toBe(1)
})

test('a socket that does not answer pings is dropped', async () => {
  relay = await startTestRelay({ pingIntervalMs: 20 })
  const silent = await RelayTestClient.connect(relay.url, { autoPong: false })
  clients.push(silent)
  const closed = new Promise<number>((resolve) => silent.ws.once('close', resolve))
  expect(await closed).toBe(1006)
  await expect.poll(() => relay?.relay.socketCount).toBe(0)
})

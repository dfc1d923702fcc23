// One client (or one address) flooding the relay: memory stays bounded and other clients keep
// publishing and pairing (issue 11, findings 1 and 2). Real relay, real sockets, on loopback;
// every flood is bounded in count.
import { setTimeout as sleep } from 'node:timers/promises'
import { encodeIss } from '@walletconnect/relay-auth'
import { afterEach, expect, test } from 'vitest'
import { RELAY_MAX_STORED_BYTES_PER_CLIENT } from './constants.ts'
import { createMemoryRelayStore } from './createMemoryRelayStore.ts'
import type { CreateRelayOptions } from './createRelay.ts'
import {
  type Frame,
  RelayTestClient,
  randomTopic,
  startTestRelay,
  type TestRelay,
} from './testing/relayTestClient.ts'

let relay: TestRelay | undefined
const clients: RelayTestClient[] = []

async function start(options: CreateRelayOptions = {}) {
  relay = await startTestRelay(options)
  return relay
}

async function connect(options: Parameters<typeof RelayTestClient.connect>[1] = {}) {
  const client = await RelayTestClient.connect(relay!.url, options)
  clients.push(client)
  return client
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.close()
  relay = undefined
})

const KB60 = 60_000

/** `count` publishes of `bytes` each on `topic`, all sent at once (pipelined, as a flood is). */
function flood(client: RelayTestClient, topic: string, count: number, bytes = KB60) {
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const message = `m-${i}-`.padEnd(bytes, 'x')
      return client.request('irn_publish', { topic, message, ttl: 2_592_000, tag: 0 })
    }),
  )
}

/** The error codes of refused answers; fails on any other error. */
function refusals(answers: Frame[]): number[] {
  for (const answer of answers) if (!answer.error) expect(answer.result).toBe(true)
  return answers.flatMap((answer) => (answer.error ? [answer.error.code] : []))
}

/** What the relay still holds on `topics`, read from outside by a fresh client's fetches. */
async function heldBytes(topics: string[]): Promise<number> {
  const reader = await connect()
  let bytes = 0
  for (let page = 0; page < 100; page++) {
    const answer = await reader.request('irn_batchFetchMessages', { topics })
    const { messages, hasMore } = answer.result as {
      messages: { message: string }[]
      hasMore: boolean
    }
    for (const { message } of messages) bytes += message.length
    if (!hasMore) return bytes
  }
  throw new Error('more than 100 pages')
}

/** A second client's ordinary calls: a publish and a session proposal, both must succeed. */
async function publishAndPropose(client: RelayTestClient, label: string) {
  const publish = await client.request('irn_publish', {
    topic: randomTopic(),
    message: `request ${label}`.padEnd(1_000, '.'),
    ttl: 900,
    tag: 1108,
  })
  const propose = await client.request('wc_proposeSession', {
    pairingTopic: randomTopic(),
    sessionProposal: `proposal ${label}`,
    ttl: 300,
  })
  return [publish.error ?? publish.result, propose.error ?? propose.result]
}

test('a client flooding 60 KB publishes is refused (-32004) at its share; another client publishes and proposes meanwhile', async () => {
  await start()
  const [flooder, other] = [await connect(), await connect()]
  const topic = randomTopic()
  const flooding = flood(flooder, topic, 400) // 24 MB, 1.5 × the per-client share
  const during = []
  for (let i = 0; i < 5; i++) during.push(...(await publishAndPropose(other, `during ${i}`)))
  const codes = refusals(await flooding)
  expect(codes.length).toBeGreaterThan(0)
  expect(new Set(codes)).toEqual(new Set([-32004]))
  expect(during).toEqual(Array(10).fill(true))
  expect(await publishAndPropose(other, 'after')).toEqual([true, true])
  expect(await heldBytes([topic])).toBeLessThanOrEqual(RELAY_MAX_STORED_BYTES_PER_CLIENT)
  // Refused, not cut off: the flooder's socket stays open and is answered.
  const small = await flooder.request('irn_subscribe', { topic: randomTopic() })
  expect(small.result).toEqual(expect.any(String))
})

test('the store never holds more than its byte ceiling: the flooder is refused, a lighter client evicts its oldest', async () => {
  const maxStoredBytes = 2 * 1024 * 1024
  const store = createMemoryRelayStore({ maxStoredBytes })
  await start({ store })
  const [flooder, other] = [await connect(), await connect()]
  const topic = randomTopic()
  const flooding = flood(flooder, topic, 60) // 3.6 MB
  const during = await publishAndPropose(other, 'during')
  const codes = refusals(await flooding)
  expect(codes.length).toBeGreaterThan(0)
  expect(new Set(codes)).toEqual(new Set([-32004]))
  expect(during).toEqual([true, true])
  // Full now: each call of the other client still goes in, evicting the flooder's oldest.
  for (let i = 0; i < 3; i++)
    expect(await publishAndPropose(other, `after ${i}`)).toEqual([true, true])
  expect(await heldBytes([topic])).toBeLessThanOrEqual(maxStoredBytes)
  expect(store.usage().bytes).toBeLessThanOrEqual(maxStoredBytes)
})

test('200 irn_batchPublish frames of 500 tiny messages: the flooder is rate limited (-32005); pairing goes on', async () => {
  await start()
  const [flooder, other, wallet] = [await connect(), await connect(), await connect()]
  const topic = randomTopic()
  const batches = Array.from({ length: 200 }, (_, f) => {
    const messages = Array.from({ length: 500 }, (_, i) => ({
      topic,
      message: `m${f}-${i}`,
      ttl: 60,
    }))
    return flooder.request('irn_batchPublish', { messages })
  })
  expect(await publishAndPropose(other, 'during')).toEqual([true, true])
  const codes = refusals(await Promise.all(batches))
  expect(new Set(codes)).toEqual(new Set([-32005]))
  expect(codes.length).toBeGreaterThanOrEqual(150)
  // The wallet gets the other client's proposal.
  const pairingTopic = randomTopic()
  await other.request('wc_proposeSession', { pairingTopic, sessionProposal: 'pair me' })
  await wallet.request('irn_subscribe', { topic: pairingTopic })
  await wallet.sync()
  expect(wallet.messagesOn(pairingTopic)).toEqual(['pair me'])
})

test('without the rate limit, a tiny-message flood meets the message ceiling: the flooder is refused (-32004), nobody else', async () => {
  const store = createMemoryRelayStore({ maxStoredMessages: 5_000 })
  await start({ store, maxRequestsPerSecond: 1e9, requestBurst: 1e9 })
  const [flooder, other] = [await connect(), await connect()]
  const topics = Array.from({ length: 20 }, randomTopic)
  const batches = topics.map((topic, f) => {
    const messages = Array.from({ length: 500 }, (_, i) => ({
      topic,
      message: `m${f}-${i}`,
      ttl: 60,
    }))
    return flooder.request('irn_batchPublish', { messages })
  })
  const codes = refusals(await Promise.all(batches))
  expect(codes.length).toBeGreaterThan(0)
  expect(new Set(codes)).toEqual(new Set([-32004]))
  for (let i = 0; i < 3; i++)
    expect(await publishAndPropose(other, `after ${i}`)).toEqual([true, true])
  expect(store.usage().messages).toBeLessThanOrEqual(5_000)
})

test('identities of one address share its quota; another client there still publishes; another address has its own', async () => {
  const maxStoredBytesPerIp = 1024 * 1024
  await start({ store: createMemoryRelayStore({ maxStoredBytesPerIp }) })
  const flooders = await Promise.all([connect(), connect(), connect(), connect()])
  const topics = flooders.map(() => randomTopic())
  const answers = await Promise.all(flooders.map((flooder, i) => flood(flooder, topics[i]!, 10)))
  const codes = refusals(answers.flat()) // 2.4 MB from one address
  expect(codes.length).toBeGreaterThan(0)
  expect(new Set(codes)).toEqual(new Set([-32004]))
  expect(await heldBytes(topics)).toBeLessThanOrEqual(maxStoredBytesPerIp)
  const tab = await connect()
  expect(await publishAndPropose(tab, 'same address')).toEqual([true, true])
  const elsewhere = await connect({ localAddress: '127.0.0.2' })
  const elsewhereTopic = randomTopic()
  expect(refusals(await flood(elsewhere, elsewhereTopic, 10))).toEqual([])
  expect(await heldBytes([elsewhereTopic])).toBe(10 * KB60)
})

test('pipelined requests past the per-socket queue are all answered, in order', async () => {
  await start()
  const client = await connect()
  const topic = randomTopic()
  const answers = await flood(client, topic, 200, 100)
  expect(refusals(answers)).toEqual([])
  const ids = client.frames.filter((frame) => frame.method === undefined).map((frame) => frame.id)
  expect(ids).toEqual(answers.map((answer) => answer.id))
})

test('a subscriber that stops reading gets every message once it reads again', async () => {
  await start({ maxSendBufferBytes: 64 * 1024 })
  const [dapp, wallet] = [await connect(), await connect()]
  const topic = randomTopic()
  await wallet.request('irn_subscribe', { topic })
  wallet.ws.pause()
  const sent = (await flood(dapp, topic, 100)).length
  wallet.ws.resume()
  await wallet.waitFor(() => wallet.messagesOn(topic).length === sent)
  const received = wallet.messagesOn(topic)
  expect(new Set(received).size).toBe(sent)
  expect(received.map((message) => Number(message.split('-')[1]))).toEqual(
    Array.from({ length: sent }, (_, i) => i),
  )
})

test('a client that asks for fetches and does not read is read no further: answers never pile up in memory', async () => {
  const store = createMemoryRelayStore({
    maxStoredBytesPerClient: 256 * 1024 * 1024,
    maxStoredBytesPerIp: 256 * 1024 * 1024,
  })
  await start({
    store,
    maxSendBufferBytes: 64 * 1024,
    maxRequestsPerSecond: 1e9,
    requestBurst: 1e9,
  })
  const [publisher, reader] = [await connect(), await connect()]
  // 20 topics of 16 × 60 KB: each fetch answer is about 1 MB, 19 MB in all, more than loopback's
  // socket buffers take in (about 5 MB here).
  const topics = Array.from({ length: 20 }, randomTopic)
  for (const topic of topics) expect(refusals(await flood(publisher, topic, 16))).toEqual([])
  const readerId = encodeIss(reader.keyPair.publicKey)
  const fetched = async () => {
    let count = 0
    for (const topic of topics)
      if ((await store.undelivered(topic, readerId, Date.now(), 1)).length === 0) count++
    return count
  }
  reader.ws.pause()
  const answers = topics.map((topic) =>
    reader.request('irn_batchFetchMessages', { topics: [topic] }),
  )
  // Until the relay stops handling the reader's fetches (or has handled them all).
  let handled = -1
  for (let settled = 0; settled < 3; ) {
    await sleep(100)
    const now = await fetched()
    settled = now === handled ? settled + 1 : 0
    handled = now
  }
  reader.ws.resume()
  expect(handled).toBeLessThan(topics.length)
  for (const answer of await Promise.all(answers)) {
    expect((answer.result as { messages: unknown[] }).messages).toHaveLength(16)
  }
}, 30_000)

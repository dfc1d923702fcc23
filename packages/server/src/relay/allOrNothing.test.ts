// A refused call stores nothing: irn_batchPublish and wc_approveSession put their messages all or
// none. Real relay, real sockets, on loopback.
import { afterEach, expect, test } from 'vitest'
import { createMemoryRelayStore } from './createMemoryRelayStore.ts'
import type { CreateRelayOptions } from './createRelay.ts'
import {
  RelayTestClient,
  randomTopic,
  startTestRelay,
  type TestRelay,
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
  const connect = async () => {
    const client = await RelayTestClient.connect(relay!.url)
    clients.push(client)
    return client
  }
  return connect
}

/** What a fresh client can fetch from `topics`. */
async function stored(reader: RelayTestClient, topics: string[]): Promise<string[]> {
  const answer = await reader.request('irn_batchFetchMessages', { topics })
  return (answer.result as { messages: { message: string }[] }).messages.map((m) => m.message)
}

test('an irn_batchPublish over the client quota is refused (-32004) and stores none of its messages', async () => {
  const store = createMemoryRelayStore({ maxStoredBytesPerClient: 40_000 })
  const connect = await start({ store })
  const [dapp, reader] = [await connect(), await connect()]
  const topics = Array.from({ length: 4 }, randomTopic)
  // 10 KB each: three fit in the client's 40 KB, the fourth does not.
  const messages = topics.map((topic, i) => ({
    topic,
    message: `${i}`.padEnd(10_000, '.'),
    ttl: 60,
  }))
  const refused = await dapp.request('irn_batchPublish', { messages })
  expect(refused.error?.code).toBe(-32004)
  expect(await stored(reader, topics)).toEqual([])
  expect(store.usage()).toEqual({ messages: 0, bytes: 0 })
  // The same batch without its last message goes in whole.
  const accepted = await dapp.request('irn_batchPublish', { messages: messages.slice(0, 3) })
  expect(accepted.result).toBe(true)
  expect(await stored(reader, topics)).toHaveLength(3)
})

test('an irn_batchPublish that would overfill a topic is refused (-32003) and stores none of its messages', async () => {
  const connect = await start({ store: createMemoryRelayStore({ maxMessagesPerTopic: 2 }) })
  const [dapp, reader] = [await connect(), await connect()]
  const [other, full] = [randomTopic(), randomTopic()]
  const messages = [
    { topic: other, message: 'first', ttl: 60 },
    { topic: full, message: 'a', ttl: 60 },
    { topic: full, message: 'b', ttl: 60 },
    { topic: full, message: 'c', ttl: 60 },
  ]
  const answer = await dapp.request('irn_batchPublish', { messages })
  expect(answer.error?.code).toBe(-32003)
  expect(answer.error?.message).toContain(full)
  expect(await stored(reader, [other, full])).toEqual([])
})

test('a wc_approveSession refused for its second message (the pairing topic is full) stores neither', async () => {
  const connect = await start({ store: createMemoryRelayStore({ maxMessagesPerTopic: 1 }) })
  const [dapp, wallet, reader] = [await connect(), await connect(), await connect()]
  const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
  await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal' })
  const answer = await wallet.request('wc_approveSession', {
    sessionTopic,
    pairingTopic,
    sessionProposalResponse: 'response',
    sessionSettlementRequest: 'settlement',
  })
  expect(answer.error?.code).toBe(-32003)
  expect(await stored(reader, [sessionTopic])).toEqual([])
})

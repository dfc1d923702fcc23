import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { subscriptionId } from './state.ts'
import {
  RelayTestClient,
  randomTopic,
  type SubscriptionFrame,
  startTestRelay,
  type TestRelay,
} from './testing/relayTestClient.ts'

let relay: TestRelay
let clock: number
const clients: RelayTestClient[] = []

async function connect(options?: Parameters<typeof RelayTestClient.connect>[1]) {
  const client = await RelayTestClient.connect(relay.url, options)
  clients.push(client)
  return client
}

async function publish(
  client: RelayTestClient,
  topic: string,
  message: string,
  ttl = 300,
  tag = 1108,
) {
  const answer = await client.request('irn_publish', { topic, message, ttl, tag, prompt: false })
  expect(answer).toEqual({ id: expect.any(String), jsonrpc: '2.0', result: true })
}

beforeEach(async () => {
  clock = Date.now()
  relay = await startTestRelay({
    now: () => clock,
    onError: (error) => {
      throw error
    },
  })
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay.close()
})

describe('irn_subscribe and irn_publish', () => {
  test('irn_subscribe answers the subscription id the SDKs compute: sha256(topic + client id)', async () => {
    const client = await connect()
    const topic = randomTopic()
    const answer = await client.request('irn_subscribe', { topic })
    const clientId = (await import('@walletconnect/relay-auth')).encodeIss(client.keyPair.publicKey)
    expect(answer.result).toBe(subscriptionId(topic, clientId))
    expect(answer.result).toMatch(/^[0-9a-f]{64}$/)
  })

  test('a subscriber gets a publish as irn_subscription { id, data: { topic, message, publishedAt, tag } }', async () => {
    const [wallet, dapp] = [await connect(), await connect()]
    const topic = randomTopic()
    const { result: subscription } = await wallet.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'hello', 300, 1108)
    const push = (await wallet.waitFor((f) => f.method === 'irn_subscription')) as SubscriptionFrame
    expect(push).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscription,
        data: { topic, message: 'hello', publishedAt: clock, tag: 1108 },
      },
    })
  })

  test('the publisher does not get its own message back', async () => {
    const client = await connect()
    const topic = randomTopic()
    await client.request('irn_subscribe', { topic })
    await publish(client, topic, 'mine')
    await client.sync()
    expect(client.deliveries).toEqual([])
  })

  test('a client subscribing after the publish still gets the message, oldest first', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    await publish(dapp, topic, 'first')
    await publish(dapp, topic, 'second')
    await wallet.request('irn_subscribe', { topic })
    await wallet.sync()
    expect(wallet.messagesOn(topic)).toEqual(['first', 'second'])
  })

  test('publishing the same message twice on a topic delivers it once (SDK retries)', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    await wallet.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'retried')
    await publish(dapp, topic, 'retried')
    await wallet.sync()
    expect(wallet.messagesOn(topic)).toEqual(['retried'])
  })

  test('attestation is passed along when the publisher gives one', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    await wallet.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', { topic, message: 'm', ttl: 60, tag: 1, attestation: 'jwt' })
    await wallet.sync()
    expect(wallet.deliveries[0]?.params.data.attestation).toBe('jwt')
  })
})

describe('delivery once per client', () => {
  test('an acknowledged message is not sent again after reconnecting with the same client key', async () => {
    const dapp = await connect()
    const wallet = await connect()
    const topic = randomTopic()
    await publish(dapp, topic, 'once')
    await wallet.request('irn_subscribe', { topic })
    await wallet.sync()
    expect(wallet.messagesOn(topic)).toEqual(['once'])
    wallet.ackAll()
    await wallet.sync()
    await wallet.close()

    const again = await connect({ keyPair: wallet.keyPair })
    await again.request('irn_batchSubscribe', { topics: [topic] })
    await again.sync()
    expect(again.deliveries).toEqual([])

    const other = await connect()
    await other.request('irn_subscribe', { topic })
    await other.sync()
    expect(other.messagesOn(topic)).toEqual(['once'])
  })

  test('a message not acknowledged before the socket closed is sent again on reconnect', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    await publish(dapp, topic, 'unacked')
    await wallet.request('irn_subscribe', { topic })
    await wallet.sync()
    await wallet.close()
    const again = await connect({ keyPair: wallet.keyPair })
    await again.request('irn_subscribe', { topic })
    await again.sync()
    expect(again.messagesOn(topic)).toEqual(['unacked'])
  })

  test('two sockets of one client get one copy while it is unacknowledged', async () => {
    const dapp = await connect()
    const first = await connect()
    const second = await connect({ keyPair: first.keyPair })
    const topic = randomTopic()
    await first.request('irn_subscribe', { topic })
    await second.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'single')
    await first.sync()
    await second.sync()
    expect([...first.messagesOn(topic), ...second.messagesOn(topic)]).toEqual(['single'])
  })

  test('an error answer to irn_subscription leaves the message to be sent again', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    await publish(dapp, topic, 'refused')
    await wallet.request('irn_subscribe', { topic })
    const push = (await wallet.waitFor((f) => f.method === 'irn_subscription')) as SubscriptionFrame
    wallet.sendRaw(
      JSON.stringify({ id: push.id, jsonrpc: '2.0', error: { code: -1, message: 'no' } }),
    )
    await wallet.request('irn_subscribe', { topic })
    await wallet.sync()
    expect(wallet.messagesOn(topic)).toEqual(['refused', 'refused'])
  })

  test('an acknowledgement of an unknown id is ignored', async () => {
    const client = await connect()
    client.sendRaw(JSON.stringify({ id: 999_999, jsonrpc: '2.0', result: true }))
    client.sendRaw(JSON.stringify({ id: 'x', jsonrpc: '2.0', result: true }))
    await client.sync()
    expect(client.frames.filter((f) => f.error)).toEqual([])
  })
})

describe('TTL', () => {
  test('a message past its TTL is neither delivered nor fetched, and purging drops it', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    await publish(dapp, topic, 'short', 30)
    await publish(dapp, topic, 'long', 3_600)
    clock += 30_000
    await wallet.request('irn_subscribe', { topic })
    await wallet.sync()
    expect(wallet.messagesOn(topic)).toEqual(['long'])
    expect(await relay.relay.purgeExpired()).toBe(1)
    clock += 3_600_000
    expect(await relay.relay.purgeExpired()).toBe(1)
  })

  test('a TTL over 7 days (30 days, 10 years) is accepted and cut to 7 days', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    await publish(dapp, topic, 'month', 2_592_000)
    await publish(dapp, topic, 'decade', 315_360_000)
    await publish(dapp, topic, 'week', 604_800)
    clock += 604_799_000
    expect(await relay.relay.purgeExpired()).toBe(0)
    clock += 1_000
    expect(await relay.relay.purgeExpired()).toBe(3)
    await wallet.request('irn_subscribe', { topic })
    await wallet.sync()
    expect(wallet.messagesOn(topic)).toEqual([])
  })

  test('wc_proposeSession and wc_approveSession TTLs are cut to 7 days too', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
    const ttl = 2_592_000
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'p', ttl })
    const approval = await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'r',
      sessionSettlementRequest: 's',
      ttl,
    })
    expect(approval.result).toBe(true)
    clock += 604_800_000
    expect(await relay.relay.purgeExpired()).toBe(3)
  })

  test.each([
    ['zero', 0],
    ['negative', -5],
    ['fractional', 1.5],
    ['a string', '60'],
    ['beyond 2^53', 2 ** 60],
  ])('ttl %s is refused with -32602', async (_, ttl) => {
    const client = await connect()
    const answer = await client.request('irn_publish', { topic: randomTopic(), message: 'm', ttl })
    expect(answer.error?.code).toBe(-32602)
  })
})

describe('irn_unsubscribe and batch methods', () => {
  test('after irn_unsubscribe the socket gets no more messages on the topic', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    const { result: id } = await wallet.request('irn_subscribe', { topic })
    expect((await wallet.request('irn_unsubscribe', { topic, id })).result).toBe(true)
    await publish(dapp, topic, 'after')
    await wallet.sync()
    expect(wallet.deliveries).toEqual([])
  })

  test('irn_batchSubscribe answers ids in order and delivers what waits on each topic', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topics = [randomTopic(), randomTopic()]
    await publish(dapp, topics[1]!, 'on second')
    const answer = await wallet.request('irn_batchSubscribe', { topics })
    const single = await wallet.request('irn_subscribe', { topic: topics[0] })
    expect(answer.result).toEqual([single.result, expect.stringMatching(/^[0-9a-f]{64}$/)])
    await wallet.sync()
    expect(wallet.messagesOn(topics[1]!)).toEqual(['on second'])
  })

  test('irn_batchUnsubscribe ends every listed subscription', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topics = [randomTopic(), randomTopic(), randomTopic()]
    const { result: ids } = await wallet.request('irn_batchSubscribe', { topics })
    const subscriptions = topics
      .slice(0, 2)
      .map((topic, i) => ({ topic, id: (ids as string[])[i] }))
    expect((await wallet.request('irn_batchUnsubscribe', { subscriptions })).result).toBe(true)
    for (const topic of topics) await publish(dapp, topic, `on ${topic}`)
    await wallet.sync()
    expect(wallet.deliveries.map((d) => d.params.data.topic)).toEqual([topics[2]])
  })

  test('irn_batchPublish stores every message', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    const messages = ['a', 'b'].map((message) => ({ topic, message, ttl: 60, tag: 1 }))
    expect((await dapp.request('irn_batchPublish', { messages })).result).toBe(true)
    await wallet.request('irn_subscribe', { topic })
    await wallet.sync()
    expect(wallet.messagesOn(topic)).toEqual(['a', 'b'])
  })

  test('irn_batchPublish with one bad item stores none', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topic = randomTopic()
    const messages = [
      { topic, message: 'ok', ttl: 60 },
      { topic, message: '', ttl: 60 },
    ]
    expect((await dapp.request('irn_batchPublish', { messages })).error?.code).toBe(-32602)
    await wallet.request('irn_subscribe', { topic })
    await wallet.sync()
    expect(wallet.deliveries).toEqual([])
  })

  test('irn_batchFetchMessages answers undelivered messages once, with tags', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const topics = [randomTopic(), randomTopic()]
    await publish(dapp, topics[0]!, 'one', 300, 1100)
    await publish(dapp, topics[1]!, 'two', 300, 1102)
    const first = await wallet.request('irn_batchFetchMessages', { topics })
    expect(first.result).toEqual({
      messages: [
        { topic: topics[0], message: 'one', publishedAt: clock, tag: 1100 },
        { topic: topics[1], message: 'two', publishedAt: clock, tag: 1102 },
      ],
      hasMore: false,
    })
    const second = await wallet.request('irn_batchFetchMessages', { topics })
    expect(second.result).toEqual({ messages: [], hasMore: false })
  })
})

import { afterEach, beforeEach, expect, test } from 'vitest'
import {
  RelayTestClient,
  randomTopic,
  startTestRelay,
  type TestRelay,
} from './testing/relayTestClient.ts'

let relay: TestRelay
const clients: RelayTestClient[] = []

async function connect() {
  const client = await RelayTestClient.connect(relay.url)
  clients.push(client)
  return client
}

beforeEach(async () => {
  relay = await startTestRelay()
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay.close()
})

test('wc_proposeSession keeps the proposal on the pairing topic (tag 1100) for a wallet that subscribes later', async () => {
  const [dapp, wallet] = [await connect(), await connect()]
  const pairingTopic = randomTopic()
  const answer = await dapp.request('wc_proposeSession', {
    pairingTopic,
    sessionProposal: 'encrypted-proposal',
    ttl: 300,
    correlationId: 1,
  })
  expect(answer.result).toBe(true)
  await wallet.request('irn_subscribe', { topic: pairingTopic })
  await wallet.sync()
  expect(wallet.deliveries.map((d) => d.params.data)).toEqual([
    {
      topic: pairingTopic,
      message: 'encrypted-proposal',
      publishedAt: expect.any(Number),
      tag: 1100,
    },
  ])
  await dapp.sync()
  expect(dapp.deliveries).toEqual([])
})

test('wc_proposeSession subscribes the proposer to the pairing topic', async () => {
  const [dapp, wallet] = [await connect(), await connect()]
  const pairingTopic = randomTopic()
  await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal' })
  await wallet.request('irn_publish', { topic: pairingTopic, message: 'reply', ttl: 300, tag: 1 })
  await dapp.sync()
  expect(dapp.messagesOn(pairingTopic)).toEqual(['reply'])
})

test('wc_approveSession sends the response on the pairing topic (1101) and the settlement on the session topic (1102)', async () => {
  const [dapp, wallet] = [await connect(), await connect()]
  const pairingTopic = randomTopic()
  const sessionTopic = randomTopic()
  await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
  await wallet.request('irn_subscribe', { topic: pairingTopic })
  const answer = await wallet.request('wc_approveSession', {
    sessionTopic,
    pairingTopic,
    sessionProposalResponse: 'encrypted-response',
    sessionSettlementRequest: 'encrypted-settle',
    ttl: 300,
    correlationId: 1,
  })
  expect(answer.result).toBe(true)
  await dapp.sync()
  expect(dapp.deliveries.map((d) => d.params.data)).toEqual([
    {
      topic: pairingTopic,
      message: 'encrypted-response',
      publishedAt: expect.any(Number),
      tag: 1101,
    },
  ])
  // The dapp subscribes to the session topic once it reads the response.
  await dapp.request('irn_subscribe', { topic: sessionTopic })
  await dapp.sync()
  expect(dapp.deliveries.map((d) => d.params.data).at(-1)).toEqual({
    topic: sessionTopic,
    message: 'encrypted-settle',
    publishedAt: expect.any(Number),
    tag: 1102,
  })
  await wallet.sync()
  expect(wallet.messagesOn(sessionTopic)).toEqual([])
})

test('wc_approveSession subscribes the wallet to the session topic', async () => {
  const [dapp, wallet] = [await connect(), await connect()]
  const pairingTopic = randomTopic()
  const sessionTopic = randomTopic()
  await wallet.request('wc_approveSession', {
    sessionTopic,
    pairingTopic,
    sessionProposalResponse: 'response',
    sessionSettlementRequest: 'settle',
  })
  await dapp.request('irn_publish', {
    topic: sessionTopic,
    message: 'request',
    ttl: 300,
    tag: 1108,
  })
  await wallet.sync()
  expect(wallet.messagesOn(sessionTopic)).toEqual(['request'])
})

test.each([
  [
    'wc_proposeSession without sessionProposal',
    'wc_proposeSession',
    { pairingTopic: 'a'.repeat(64) },
  ],
  [
    'wc_proposeSession with a bad topic',
    'wc_proposeSession',
    { pairingTopic: 'xyz', sessionProposal: 'p' },
  ],
  [
    'wc_approveSession without sessionTopic',
    'wc_approveSession',
    { pairingTopic: 'a'.repeat(64), sessionProposalResponse: 'r', sessionSettlementRequest: 's' },
  ],
  ['wc_approveSession with params as an array', 'wc_approveSession', ['a']],
])('%s is refused with -32602 and subscribes nothing', async (_, method, params) => {
  const [client, other] = [await connect(), await connect()]
  const answer = await client.request(method, params)
  expect(answer.error?.code).toBe(-32602)
  await other.request('irn_publish', { topic: 'a'.repeat(64), message: 'm', ttl: 60 })
  await client.sync()
  expect(client.deliveries).toEqual([])
})

// Scale-out (issue P15): two server instances on one PostgreSQL and one Redis, behind HAProxy,
// with the real WalletConnect Sign SDK as dapp and wallet. CI installs PostgreSQL, Redis and
// HAProxy (.ci/run); without them this file is skipped.
import { formatSiwxMessage } from '@latch/core/siwx'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { missingScaleTools, type ScaleStack, startScaleStack } from '../testing/scaleStack.ts'
import { authenticate, callAuth, fetchNonce, me, signInFields } from '../testing/signIn.ts'
import {
  answerRequests,
  type Client,
  pair,
  signClients,
  TEST_ACCOUNT,
} from './testing/signClients.ts'

const MISSING = missingScaleTools()
const TITLE =
  MISSING.length === 0
    ? 'scale-out'
    : `scale-out (skipped: missing ${MISSING.join(', ')}; apt-get install them)`

const RATE_PROJECT = 'scale-rate'
const RATE_LIMIT = 3

let stack: ScaleStack
let admin: pg.Client
const clients = signClients()

beforeAll(async () => {
  if (MISSING.length > 0) return
  stack = await startScaleStack({
    server: {
      // Sign-in checks an account's signature without its node (no one listens on port 9).
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      indexer: { enabled: false },
      projects: [{ id: RATE_PROJECT, allowedOrigins: ['*'], rateLimitPerMinute: RATE_LIMIT }],
    },
  })
  admin = new pg.Client({ connectionString: stack.databaseUrl })
  await admin.connect()
}, 120_000)

afterEach(async () => {
  await clients.close()
})

afterAll(async () => {
  await admin?.end()
  await stack?.stop()
})

/** The HTTP URL of instance `index`. */
function http(index: number): string {
  const server = stack.instances[index]
  if (!server) throw new Error(`Instance ${index} is not running`)
  return server.url
}

/** The relay URL of instance `index`. */
function instance(index: number): string {
  const server = stack.instances[index]
  if (!server?.relayUrl) throw new Error(`Instance ${index} is not running`)
  return server.relayUrl
}

/** Resolves once the database holds a message on `topic` that no client acknowledged. */
async function accepted(topic: string): Promise<void> {
  for (;;) {
    const { rows } = await admin.query(
      `SELECT 1 FROM relay_messages m WHERE topic = $1 AND NOT EXISTS
        (SELECT 1 FROM relay_acknowledgements a WHERE a.topic = m.topic AND a.id = m.id)`,
      [topic],
    )
    if (rows.length > 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Resolves once the relay answers the client's next publish. (Killed between storing a message
 * and answering, the relay keeps it; the SDK publishes it again after 15 s, kept once.)
 */
function publishAnswered(client: Client): Promise<void> {
  return new Promise((resolve) =>
    client.core.relayer.events.once('relayer_publish', () => resolve()),
  )
}

function signRequest(dapp: Client, topic: string, data: string) {
  return dapp.request<string>({
    topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: [data, TEST_ACCOUNT] },
  })
}

describe.skipIf(MISSING.length > 0)(TITLE, () => {
  test('a dapp on one instance and a wallet on the other pair, sign and send', async () => {
    const dapp = await clients.create('dapp', instance(0))
    const wallet = await clients.create('wallet', instance(1))
    const session = await pair(dapp, wallet)
    expect(wallet.session.get(session.topic).namespaces).toEqual(session.namespaces)
    answerRequests(wallet, (method, params) =>
      method === 'personal_sign' ? `signed:${(params as string[])[0]}` : '0xfeed',
    )
    expect(await signRequest(dapp, session.topic, '0x68656c6c6f')).toBe('signed:0x68656c6c6f')
    const hash = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: TEST_ACCOUNT, to: TEST_ACCOUNT, value: '0x1' }],
      },
    })
    expect(hash).toBe('0xfeed')
  }, 30_000)

  test('through the proxy: a dapp and a wallet pair and sign', async () => {
    const dapp = await clients.create('dapp', stack.relayUrl)
    const wallet = await clients.create('wallet', stack.relayUrl)
    const session = await pair(dapp, wallet)
    answerRequests(wallet, () => '0xproxied')
    expect(await signRequest(dapp, session.topic, '0x01')).toBe('0xproxied')
  }, 30_000)

  test('a request in flight when its server restarts is delivered after reconnect', async () => {
    const dapp = await clients.create('dapp', instance(0))
    const wallet = await clients.create('wallet', instance(0))
    const session = await pair(dapp, wallet)
    answerRequests(wallet, () => '0xafter-restart')
    // The wallet is away (a phone in a pocket) while the dapp asks.
    await wallet.core.relayer.transportClose()
    const published = publishAnswered(dapp)
    const answer = signRequest(dapp, session.topic, '0x02')
    await published
    await accepted(session.topic)
    await stack.stopInstance(0)
    await stack.startInstance(0)
    // The dapp's SDK reconnects by itself; the wallet comes back.
    await wallet.core.relayer.transportOpen()
    expect(await answer).toBe('0xafter-restart')
  }, 30_000)

  test("a wallet's instance stopped mid-flow: the request waits and is delivered on the other instance", async () => {
    const dapp = await clients.create('dapp', instance(0))
    const wallet = await clients.create('wallet', instance(1))
    const session = await pair(dapp, wallet)
    answerRequests(wallet, () => '0xmoved')
    await stack.stopInstance(1) // the wallet's socket drops with it
    const published = publishAnswered(dapp)
    const answer = signRequest(dapp, session.topic, '0x03')
    await published
    await accepted(session.topic)
    // The wallet reconnects where the proxy sends it now: instance 0.
    await wallet.core.relayer.transportClose()
    await wallet.core.relayer.transportOpen(instance(0))
    expect(await answer).toBe('0xmoved')
    await stack.startInstance(1)
  }, 30_000)

  test('a nonce issued by one instance signs in on the other; its session works on both', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const nonce = await fetchNonce(http(0))
    const message = formatSiwxMessage(signInFields(account.address, nonce, Date.now()))
    const signature = await account.signMessage({ message })
    const signedIn = await authenticate(http(1), { message, signature })
    expect(signedIn.status).toBe(200)
    const token = (signedIn.body as { token: string }).token
    for (const index of [0, 1]) expect((await me(http(index), token)).status).toBe(200)
    // Used once, on any instance.
    expect((await authenticate(http(0), { message, signature })).status).toBe(401)
  })

  test('the rate limit is counted across instances (Redis)', async () => {
    const statuses: number[] = []
    for (let index = 0; index <= RATE_LIMIT; index++) {
      const answer = await callAuth(http(index % 2), '/auth/v1/nonce', { projectId: RATE_PROJECT })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), 429])
  })
})

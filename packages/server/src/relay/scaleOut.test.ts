// Scale-out (issue P15): two server instances on one PostgreSQL and one Redis, behind HAProxy,
// with the real WalletConnect Sign SDK as dapp and wallet. CI installs PostgreSQL, Redis and
// HAProxy (.ci/run); without them this file is skipped.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatSiwxMessage } from '@latch/core/siwx'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createChainRegistry } from '../chain/createChainRegistry.ts'
import { createPostgresDb } from '../db/createPostgresDb.ts'
import { DbUnavailableError } from '../db/DbUnavailableError.ts'
import type { Db } from '../db/db.ts'
import { acquireLease, holdLease } from '../db/lease.ts'
import { startIndexer } from '../indexer/startIndexer.ts'
import {
  createRedisRateLimiter,
  REDIS_COMMAND_TIMEOUT_MS,
} from '../middleware/createRedisRateLimiter.ts'
import {
  freePort,
  missingScaleTools,
  type ScaleStack,
  startRedis,
  startScaleStack,
} from '../testing/scaleStack.ts'
import { authenticate, callAuth, fetchNonce, me, signInFields } from '../testing/signIn.ts'
import { createPostgresRelayStore, RELAY_LISTEN_APPLICATION } from './createPostgresRelayStore.ts'
import { messageId } from './state.ts'
import { RelayTestClient, randomTopic } from './testing/relayTestClient.ts'
import {
  answerRequests,
  type Client,
  pair,
  signClients,
  TEST_ACCOUNT,
} from './testing/signClients.ts'

// Servers start, stop and reconnect here (a second or two each on a busy machine).
vi.setConfig({ testTimeout: 30_000 })

// Skipped where the tools are missing, except in CI (.ci/run installs them): there a missing
// tool fails the file instead of hiding it.
const MISSING = process.env.CI ? [] : missingScaleTools()
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
      // A loaded machine may take Redis past the 500 ms a count waits in production; counting
      // alone then would hide the shared count this file tests.
      redisCommandTimeoutMs: 10_000,
    },
  })
  admin = new pg.Client({ connectionString: stack.databaseUrl })
  // The outage test stops PostgreSQL under it; nothing uses it afterwards.
  admin.on('error', () => {})
  await admin.connect()
}, 120_000)

afterEach(async () => {
  await clients.close()
})

afterAll(async () => {
  await admin?.end()
  await stack?.stop()
})

/** Resolves once `check()` is true (checked every 20 ms). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20))
}

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

  test('through the proxy (round robin): a dapp and a wallet on different instances pair and sign', async () => {
    const dapp = await clients.create('dapp', stack.relayUrl)
    const wallet = await clients.create('wallet', stack.relayUrl)
    const session = await pair(dapp, wallet)
    // Round robin: the dapp's socket went to one instance, the wallet's to the other (once
    // the earlier tests' sockets are closed on the server side).
    const sockets = () => stack.instances.map((server) => server!.relaySockets)
    await until(() => sockets()[0]! + sockets()[1]! === 2)
    expect(sockets()).toEqual([1, 1])
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

describe.skipIf(MISSING.length > 0)(`${TITLE}: the PostgreSQL relay store and the lease`, () => {
  let db: Db
  beforeAll(async () => {
    db = await createPostgresDb({ connectionString: stack.databaseUrl })
  })
  afterAll(async () => {
    await db?.close()
  })

  const T0 = Date.now()
  function message(topic: string, text: string, publisherId = 'dapp', ttlMs = 60_000) {
    return {
      topic,
      message: text,
      id: messageId(text),
      tag: 1,
      publishedAt: T0,
      expiresAt: T0 + ttlMs,
      publisherId,
      publisherIp: '10.0.0.1',
    }
  }

  test('keeps a message once, lists it until acknowledged, refuses past the limits', async () => {
    const store = await createPostgresRelayStore({
      db,
      connectionString: stack.databaseUrl,
      maxMessagesPerTopic: 2,
      maxStoredBytesPerClient: 2_000,
    })
    try {
      const topic = randomTopic()
      const [a, b, c] = ['a', 'b', 'c'].map((text) => message(topic, text))
      expect(await store.putAll([a!, a!])).toEqual({ outcome: 'stored', stored: 1 })
      expect(await store.putAll([a!])).toEqual({ outcome: 'stored', stored: 0 })
      expect(await store.putAll([b!])).toEqual({ outcome: 'stored', stored: 1 })
      expect(await store.putAll([c!])).toEqual({ outcome: 'topic_full', topic })
      // Calls at once are stored together, each decided as if alone, in order.
      const busy = randomTopic()
      expect(
        await Promise.all(
          ['p1', 'p2', 'p3', 'p4', 'p5'].map((publisher, index) =>
            store.putAll([message(busy, ['x', 'x', 'y', 'z', 'y'][index]!, publisher)]),
          ),
        ),
      ).toEqual([
        { outcome: 'stored', stored: 1 },
        { outcome: 'stored', stored: 0 },
        { outcome: 'stored', stored: 1 },
        { outcome: 'topic_full', topic: busy },
        { outcome: 'stored', stored: 0 },
      ])
      await Promise.all(['x', 'y'].map((text) => store.acknowledge(busy, messageId(text), 'w')))
      expect(await store.undelivered(busy, 'w', T0, 10)).toEqual([])
      const texts = async (client: string) =>
        (await store.undelivered(topic, client, T0, 10)).map((found) => found.message)
      expect(await texts('wallet')).toEqual(['a', 'b'])
      expect(await texts('dapp')).toEqual([]) // the publisher's own
      await store.acknowledge(topic, a!.id, 'wallet')
      expect(await texts('wallet')).toEqual(['b'])
      // 512 counted bytes each: the client's 2000 hold three.
      const other = randomTopic()
      expect(await store.putAll([message(other, 'd', 'dapp-2')])).toMatchObject({ stored: 1 })
      expect(await store.putAll([message(other, 'e', 'dapp-2')])).toMatchObject({ stored: 1 })
      const third = randomTopic()
      expect(
        await store.putAll([message(third, 'f', 'dapp-2'), message(third, 'g', 'dapp-2')]),
      ).toEqual({ outcome: 'client_quota', topic: third })
      expect(await store.undelivered(third, 'wallet', T0, 10)).toEqual([]) // none of the batch
      expect(await store.purgeExpired(T0 + 60_000)).toBeGreaterThanOrEqual(4)
      expect(await texts('wallet')).toEqual([])
      // The purge gave the client its share back.
      const later = (text: string) => ({
        ...message(third, text, 'dapp-2'),
        expiresAt: T0 + 120_000,
      })
      expect(await store.putAll([later('f'), later('g')])).toEqual({ outcome: 'stored', stored: 2 })
    } finally {
      await store.close()
    }
  })

  test('an instance whose LISTEN connection dropped delivers what was stored meanwhile', async () => {
    const changes: boolean[] = []
    // The database refuses the first catch-up (as while it restarts): the next connection's works.
    let refuseCatchUp = false
    const flaky: Db = {
      ...db,
      query: (sql, params) => {
        if (!refuseCatchUp || !sql.includes('WHERE seq >')) return db.query(sql, params)
        refuseCatchUp = false
        return Promise.reject(new DbUnavailableError(new Error('the test refuses it')))
      },
    }
    const store = await createPostgresRelayStore({
      db: flaky,
      connectionString: stack.databaseUrl,
      listenRetryMs: 100,
      onListenerChange: (listening) => changes.push(listening),
    })
    try {
      const heard: string[] = []
      store.onMessage((found) => heard.push(found.message))
      const topic = randomTopic()
      const fresh = (text: string) => ({ ...message(topic, text), publishedAt: Date.now() })
      // Anyone with access to the database may notify on the channel: ignored.
      await admin.query(
        "SELECT pg_notify('latch_relay', 'not json'), pg_notify('latch_relay', '{}')",
      )
      await store.putAll([fresh('before')])
      await until(() => heard.includes('before'))
      // Every relay LISTEN connection (the instances' too: they catch up the same way).
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [RELAY_LISTEN_APPLICATION],
      )
      await until(() => changes.includes(false))
      refuseCatchUp = true
      await store.putAll([fresh('while away')])
      await until(() => heard.includes('while away'))
      expect(heard).toEqual(['before', 'while away'])
      expect(changes).toEqual([false, true])
      expect(refuseCatchUp).toBe(false) // the refused catch-up happened
    } finally {
      await store.close()
    }
  })

  test('the indexer lease: one holder; another takes over once the holder stops renewing', async () => {
    const name = `indexer-${randomTopic().slice(0, 8)}`
    // A holder that took the lease and died: it never renews.
    expect(await acquireLease(db, name, 'killed', 300)).toBe(true)
    const lease = await holdLease({ db, name, holder: 'survivor', ttlMs: 300, renewMs: 50 })
    try {
      expect(lease.held).toBe(false)
      expect(await acquireLease(db, name, 'third', 300)).toBe(false)
      await until(() => lease.held)
      expect(await acquireLease(db, name, 'killed', 300)).toBe(false) // back too late
    } finally {
      await lease.stop()
    }
    expect(await acquireLease(db, name, 'third', 300)).toBe(true) // released by stop
  })
})

describe.skipIf(MISSING.length > 0)(`${TITLE}: the indexer lease`, () => {
  let db: Db
  beforeAll(async () => {
    db = await createPostgresDb({ connectionString: stack.databaseUrl })
  })
  afterAll(async () => {
    await db?.close()
  })

  test('two indexers on one database: only the lease holder polls; the other takes over', async () => {
    // A node that counts each indexer's calls (by path) and answers every one with an error.
    const calls = { a: 0, b: 0 }
    const node = createServer((request, response) => {
      calls[request.url === '/a' ? 'a' : 'b']++
      request.resume()
      response.writeHead(500).end()
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    const { port } = node.address() as AddressInfo
    const name = `indexer-${randomTopic().slice(0, 8)}`
    const start = async (holder: 'a' | 'b') => {
      const lease = await holdLease({ db, name, holder, ttlMs: 2_000, renewMs: 50 })
      const chains = createChainRegistry([
        { chainId: 31337, rpcUrl: `http://127.0.0.1:${port}/${holder}` },
      ])
      const indexer = await startIndexer({
        db,
        chains,
        pollIntervalMs: 20,
        lease,
        onError: () => {},
        onRecover: () => {},
      })
      return { lease, stop: () => Promise.all([indexer.stop(), lease.stop()]) }
    }
    const a = await start('a')
    const b = await start('b')
    try {
      expect(a.lease.held).toBe(true)
      await until(() => calls.a >= 3)
      expect(calls.b).toBe(0)
      await a.stop() // released: b needs no expiry to pass
      await until(() => calls.b >= 3)
      expect(b.lease.held).toBe(true)
    } finally {
      await a.stop()
      await b.stop()
      await new Promise((resolve) => node.close(resolve))
    }
  })
})

describe.skipIf(MISSING.length > 0)(`${TITLE}: storage away`, () => {
  test('Redis away: logged once, counted in memory meanwhile, shared again once it is back', async () => {
    const port = await freePort()
    let redis = await startRedis(port)
    const changes: boolean[] = []
    const [a, b] = [0, 1].map(() =>
      createRedisRateLimiter({
        url: redis.url,
        onAvailabilityChange: (available) => changes.push(available),
      }),
    )
    try {
      expect(await a!.ready).toBe(true)
      expect(await b!.ready).toBe(true)
      const hit = (limiter: typeof a, key: string) => limiter!.hit(key, 2, 60_000)
      expect((await hit(a, 'k1')).allowed).toBe(true)
      expect((await hit(b, 'k1')).allowed).toBe(true)
      expect((await hit(a, 'k1')).allowed).toBe(false) // the third, across both
      await redis.stop()
      // Each answers from its own memory: requests are never refused for Redis being away.
      expect((await hit(a, 'k2')).allowed).toBe(true)
      expect((await hit(b, 'k2')).allowed).toBe(true)
      expect((await hit(b, 'k2')).allowed).toBe(true)
      expect(changes).toEqual([false, false]) // one line per limiter, not one per hit
      redis = await startRedis(port)
      await until(() => changes.length === 4)
      expect(changes.slice(2)).toEqual([true, true])
      expect((await hit(a, 'k3')).allowed).toBe(true)
      expect((await hit(b, 'k3')).allowed).toBe(true)
      expect((await hit(b, 'k3')).allowed).toBe(false)
    } finally {
      await a!.close()
      await b!.close()
      await redis.stop()
    }
  })

  test('Redis hanging (stopped, connection open): counted in memory after 500 ms, then at once', async () => {
    const redis = await startRedis(await freePort())
    const changes: boolean[] = []
    const limiter = createRedisRateLimiter({
      url: redis.url,
      stalledRetryMs: 300,
      onAvailabilityChange: (available) => changes.push(available),
    })
    try {
      expect(await limiter.ready).toBe(true)
      expect((await limiter.hit('h', 1, 60_000)).allowed).toBe(true)
      process.kill(redis.pid, 'SIGSTOP')
      let startedAt = Date.now()
      // The memory fallback starts its own count: the first is allowed.
      expect((await limiter.hit('h', 1, 60_000)).allowed).toBe(true)
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS)
      startedAt = Date.now()
      expect((await limiter.hit('h', 1, 60_000)).allowed).toBe(false)
      expect(Date.now() - startedAt).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS)
      expect(changes).toEqual([false])
      process.kill(redis.pid, 'SIGCONT')
      // Once the stall's wait is over, Redis counts again, where 'h' is over its limit.
      await until(async () => {
        await limiter.hit('other', 100, 60_000)
        return changes.length === 2
      })
      expect(changes).toEqual([false, true])
      expect((await limiter.hit('h', 1, 60_000)).allowed).toBe(false)
    } finally {
      process.kill(redis.pid, 'SIGCONT')
      await limiter.close()
      await redis.stop()
    }
  })

  test('PostgreSQL away: publishes fail (-32603), the server lives, delivery resumes after', async () => {
    const publisher = await RelayTestClient.connect(instance(0))
    const subscriber = await RelayTestClient.connect(instance(1))
    try {
      const topic = randomTopic()
      await subscriber.request('irn_subscribe', { topic })
      await stack.postgres.stop()
      const refused = await publisher.request('irn_publish', {
        topic,
        message: 'while away',
        ttl: 300,
        tag: 1,
      })
      expect(refused.error).toEqual({
        code: -32603,
        message: 'Internal error: the relay cannot reach its database; try again shortly',
      })
      expect((await fetch(`${http(0)}/health`)).status).toBe(200)
      expect((await fetch(`${http(0)}/auth/v1/nonce?projectId=latch-dev-project`)).status).toBe(503)
      await stack.postgres.start()
      // The SDKs publish again until answered; so does this.
      await until(async () => {
        const answer = await publisher.request('irn_publish', {
          topic,
          message: 'after',
          ttl: 300,
          tag: 1,
        })
        return answer.result === true
      })
      await until(() => subscriber.messagesOn(topic).includes('after'))
      expect(subscriber.messagesOn(topic)).toEqual(['after'])
    } finally {
      await publisher.close()
      await subscriber.close()
    }
  })
})

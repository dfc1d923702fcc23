import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AuthenticateAnswer } from '@latch/core/api'
import { formatSiwxMessage } from '@latch/core/siwx'
import { ANVIL_KEYS } from '@latch/devnet/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { type StartServerOptions, startServer } from '../app/startServer.ts'
import { createPostgresDb } from '../db/createPostgresDb.ts'
import { migrate } from '../db/migrate.ts'
import { findPostgresBin, startPostgresCluster } from '../testing/postgresCluster.ts'
import { authenticate, fetchNonce, me, SIGN_IN_PROJECT, signInFields } from '../testing/signIn.ts'
import { useTestDb } from '../testing/testDb.ts'

const alice = privateKeyToAccount(ANVIL_KEYS[0])
// EOA signatures are recovered without asking the chain: nothing has to listen here.
const CHAINS = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }]
const PG_BIN = findPostgresBin()

/** Signs in alice on the server at `url` (nonce from `nonceUrl`, the same by default). */
async function signIn(url: string, nonceUrl = url): Promise<AuthenticateAnswer> {
  const nonce = await fetchNonce(nonceUrl)
  const message = formatSiwxMessage(signInFields(alice.address, nonce, Date.now()))
  const answer = await authenticate(url, {
    message,
    signature: await alice.signMessage({ message }),
  })
  expect(answer.status).toBe(200)
  return answer.body as unknown as AuthenticateAnswer
}

async function jwks(url: string) {
  const response = await fetch(`${url}/auth/v1/jwks.json?projectId=${SIGN_IN_PROJECT}`)
  return ((await response.json()) as { keys: { kid: string }[] }).keys
}

describe('the token key', () => {
  const folders: string[] = []
  afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))))

  test('survives a restart on the same database: old tokens still verify', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'latch-auth-'))
    folders.push(dataDir)
    const options: StartServerOptions = {
      dataDir,
      port: 0,
      chains: CHAINS,
      indexer: { enabled: false },
      relay: false,
    }
    const first = await startServer(options)
    let session: AuthenticateAnswer
    let keys: { kid: string }[]
    try {
      session = await signIn(first.url)
      keys = await jwks(first.url)
    } finally {
      await first.stop()
    }
    const second = await startServer(options)
    try {
      expect(await jwks(second.url)).toEqual(keys)
      expect(await me(second.url, session.token)).toMatchObject({
        status: 200,
        body: { address: alice.address },
      })
    } finally {
      await second.stop()
    }
  }, 120_000)
})

describe.skipIf(!PG_BIN)('on PostgreSQL, two instances sharing the database', () => {
  test('make one key between them, and each accepts the other’s nonces and tokens', async () => {
    const cluster = await startPostgresCluster(PG_BIN as string)
    const connectionString = cluster.url
    const dbs = await Promise.all([1, 2].map(() => createPostgresDb({ connectionString })))
    const servers: Awaited<ReturnType<typeof startServer>>[] = []
    try {
      await migrate(dbs[0]!)
      for (const db of dbs) {
        servers.push(
          await startServer({
            db,
            port: 0,
            chains: CHAINS,
            indexer: { enabled: false },
            relay: false,
          }),
        )
      }
      const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]]
      // Both ask for the key at once: the advisory lock lets one make it.
      const [keysA, keysB] = await Promise.all([jwks(a.url), jwks(b.url)])
      expect(keysA).toHaveLength(1)
      expect(keysB).toEqual(keysA)
      const session = await signIn(b.url, a.url)
      expect((await me(a.url, session.token)).status).toBe(200)

      // One message sent to both at once: one session.
      const nonce = await fetchNonce(a.url)
      const message = formatSiwxMessage(signInFields(alice.address, nonce, Date.now()))
      const request = { message, signature: await alice.signMessage({ message }) }
      const answers = await Promise.all(
        [a, b, a, b].map((server) => authenticate(server.url, request)),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401])
    } finally {
      for (const server of servers) await server.stop()
      for (const db of dbs) await db.close()
      await cluster.destroy()
    }
  }, 180_000)
})

describe('rate limits', () => {
  test('every sign-in route counts against the client’s limit: 429 with Retry-After', async () => {
    const db = await useTestDb()
    const paths = [
      ['GET', '/auth/v1/nonce'],
      ['POST', '/auth/v1/authenticate'],
      ['GET', '/auth/v1/me'],
      ['POST', '/auth/v1/sign-out'],
      ['GET', '/auth/v1/jwks.json'],
    ] as const
    for (const [method, path] of paths) {
      // A fresh app: its limiter starts empty.
      const app = createServerApp({ db, chains: CHAINS, rateLimitPerMinute: 2 })
      const send = () => app.request(`${path}?projectId=${SIGN_IN_PROJECT}`, { method })
      const statuses = [(await send()).status, (await send()).status]
      const third = await send()
      expect(
        statuses.every((status) => status !== 429),
        path,
      ).toBe(true)
      expect(third.status, path).toBe(429)
      expect(await third.json()).toMatchObject({ error: 'rate_limited' })
      expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0)
    }
  })
})

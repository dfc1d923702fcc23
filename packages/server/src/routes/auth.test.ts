import { generateKeyPairSync, sign } from 'node:crypto'
import type { AuthenticateAnswer, AuthNonceAnswer, AuthSessionAnswer } from '@latch/core/api'
import { formatSiwxMessage } from '@latch/core/siwx'
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../app/startServer.ts'
import type { Db } from '../db/db.ts'
import { upsertProject } from '../projects/projectStore.ts'
import {
  authenticate,
  callAuth,
  fetchNonce,
  me,
  SIGN_IN_ORIGIN,
  SIGN_IN_PROJECT,
  signInFields,
} from '../testing/signIn.ts'
import { useTestDb } from '../testing/testDb.ts'

const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const alice = privateKeyToAccount(ANVIL_KEYS[0])
const bob = privateKeyToAccount(ANVIL_KEYS[1])

let anvil: TestAnvil
let db: Db
let server: RunningServer
/** The server's clock: tests move it to expire nonces, messages and sessions. */
let nowMs = Date.now()

beforeAll(async () => {
  ;[anvil, db] = await Promise.all([startAnvil(31337), useTestDb()])
  await upsertProject(db, { id: 'other-project', allowedOrigins: [SIGN_IN_ORIGIN] })
  server = await startServer({
    db,
    port: 0,
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    // Only its chain id is read: signatures are checked without the cluster.
    solanaChains: [{ chainId: SOLANA_CHAIN, rpcUrl: 'http://127.0.0.1:9' }],
    indexer: { enabled: false },
    relay: false,
    projectCacheTtlMs: 0,
    auth: { now: () => nowMs },
  })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  await anvil?.stop()
})
beforeEach(() => {
  nowMs = Date.now()
})

async function count(table: 'auth_sessions' | 'auth_nonces'): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
  return row?.n ?? 0
}

type Signer = typeof alice

/** A message for `account` with a fresh nonce (or the fields' own), and its signature. */
async function signed(account: Signer, overrides: Parameters<typeof signInFields>[3] = {}) {
  const nonce = overrides.nonce ?? (await fetchNonce(server.url))
  const message = formatSiwxMessage(signInFields(account.address, nonce, nowMs, overrides))
  return { message, signature: await account.signMessage({ message }), nonce }
}

async function signIn(account: Signer = alice) {
  const answer = await authenticate(server.url, await signed(account))
  expect(answer.status).toBe(200)
  return answer.body as unknown as AuthenticateAnswer
}

describe('GET /auth/v1/nonce', () => {
  test('a fresh 50-character alphanumeric nonce each time, stored until it expires in 10 minutes', async () => {
    const before = await count('auth_nonces')
    const [a, b] = await Promise.all([
      callAuth<AuthNonceAnswer>(server.url, '/auth/v1/nonce'),
      callAuth<AuthNonceAnswer>(server.url, '/auth/v1/nonce'),
    ])
    expect(a.status).toBe(200)
    expect(a.headers.get('cache-control')).toBe('no-store')
    expect(a.body.nonce).toMatch(/^[0-9a-z]{50}$/)
    expect(b.body.nonce).not.toBe(a.body.nonce)
    expect(Date.parse(a.body.expiresAt)).toBe(nowMs + 10 * 60_000)
    expect(await count('auth_nonces')).toBe(before + 2)
  })

  test('needs a known project', async () => {
    const answer = await callAuth(server.url, '/auth/v1/nonce', { projectId: 'nobody' })
    expect(answer).toMatchObject({ status: 403, body: { error: 'unknown_project' } })
  })
})

describe('POST /auth/v1/authenticate', () => {
  test('an EOA signs in: a session token for its address, stored once, the nonce used up', async () => {
    const { message, signature, nonce } = await signed(alice)
    const sessions = await count('auth_sessions')
    const answer = await authenticate(server.url, { message, signature })
    expect(answer.status).toBe(200)
    const body = answer.body as unknown as AuthenticateAnswer
    expect(body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      // The default 7 days, in whole seconds.
      expiresAt: new Date(Math.floor((nowMs + 7 * 86_400_000) / 1000) * 1000).toISOString(),
      address: alice.address,
      chainId: 'eip155:31337',
    })
    expect(await count('auth_sessions')).toBe(sessions + 1)
    expect(await db.query('SELECT 1 FROM auth_nonces WHERE nonce = $1', [nonce])).toEqual([])

    const { status, body: session } = await me(server.url, body.token)
    expect({ status, session }).toEqual({
      status: 200,
      session: {
        address: alice.address,
        chainId: 'eip155:31337',
        expiresAt: body.expiresAt,
      } satisfies AuthSessionAnswer,
    })
  })

  test('the same message and signature again: 401 invalid_nonce, nothing stored', async () => {
    const request = await signed(alice)
    expect((await authenticate(server.url, request)).status).toBe(200)
    const sessions = await count('auth_sessions')
    expect(await authenticate(server.url, request)).toMatchObject({
      status: 401,
      body: { error: 'invalid_nonce', message: expect.any(String) },
    })
    expect(await count('auth_sessions')).toBe(sessions)
  })

  test('two sign-ins racing with one message: exactly one session', async () => {
    const request = await signed(alice)
    const sessions = await count('auth_sessions')
    const answers = await Promise.all([1, 2, 3].map(() => authenticate(server.url, request)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401])
    expect(await count('auth_sessions')).toBe(sessions + 1)
  })

  test.each([
    ['a character of the statement', (m: string) => m.replace('Latch demo', 'Latch dema')],
    ['a character of the URI', (m: string) => m.replace('5173/', '5173/a')],
    [
      'a digit of the issued-at time',
      (m: string) =>
        m.replace(/(Issued At: [^\n]*\.)(\d)/, (_, at, d) => `${at}${(Number(d) + 1) % 10}`),
    ],
  ])('%s changed: 401 and the nonce still usable', async (_, change) => {
    const { message, signature } = await signed(alice)
    const changed = change(message)
    expect(changed).not.toBe(message)
    const sessions = await count('auth_sessions')
    const answer = await authenticate(server.url, { message: changed, signature })
    expect(answer.status).toBe(401)
    expect(await count('auth_sessions')).toBe(sessions)
    // A stranger's failed try does not burn the visitor's nonce.
    expect((await authenticate(server.url, { message, signature })).status).toBe(200)
  })

  test('another account’s signature, or a changed signature: 401 invalid_signature', async () => {
    const { message, signature } = await signed(alice)
    const bobs = await bob.signMessage({ message })
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'a' ? 'b' : 'a'}${signature.slice(11)}`
    for (const wrong of [bobs, flipped, '0x', '0x1234', 'not hex']) {
      expect(await authenticate(server.url, { message, signature: wrong })).toMatchObject({
        status: 401,
        body: { error: 'invalid_signature' },
      })
    }
  })

  test('the address in lower case: 401 invalid_message (EIP-55 is part of the text)', async () => {
    const { message, signature } = await signed(alice)
    const lower = message.replace(alice.address, alice.address.toLowerCase())
    expect(await authenticate(server.url, { message: lower, signature })).toMatchObject({
      status: 401,
      body: { error: 'invalid_message' },
    })
  })

  test.each([
    [
      'a domain the project does not allow',
      { domain: 'evil.example', uri: 'https://evil.example/' },
      SIGN_IN_ORIGIN,
    ],
    ['a domain that is not the URI’s authority', { domain: '127.0.0.1:5174' }, SIGN_IN_ORIGIN],
    ['a request from another origin', {}, 'http://127.0.0.1:5174'],
    ['a request from an opaque origin', {}, 'null'],
    ['a URI that is no web origin', { domain: 'x', uri: 'urn:x:y' }, null],
    ['a scheme that is not the URI’s', { scheme: 'https' }, SIGN_IN_ORIGIN],
  ] as const)('%s: 401 domain_not_allowed', async (_, overrides, origin) => {
    const request = await signed(alice, overrides)
    const sessions = await count('auth_sessions')
    expect(await authenticate(server.url, request, { origin })).toMatchObject({
      status: 401,
      body: { error: 'domain_not_allowed' },
    })
    expect(await count('auth_sessions')).toBe(sessions)
  })

  test('without an Origin header (a site’s backend forwarding it) the message’s own URI is checked', async () => {
    const request = await signed(alice)
    expect((await authenticate(server.url, request, { origin: null })).status).toBe(200)
  })

  test('an unknown nonce, an expired one, another project’s: 401 invalid_nonce', async () => {
    const unknown = await signed(alice, { nonce: 'a'.repeat(50) })
    expect(await authenticate(server.url, unknown)).toMatchObject({
      status: 401,
      body: { error: 'invalid_nonce' },
    })

    const other = await signed(alice, { nonce: await fetchNonce(server.url, 'other-project') })
    expect(await authenticate(server.url, other)).toMatchObject({
      status: 401,
      body: { error: 'invalid_nonce' },
    })
    // The nonce belongs to other-project, where it still works.
    expect((await authenticate(server.url, other, { projectId: 'other-project' })).status).toBe(200)

    const late = await signed(alice)
    nowMs += 10 * 60_000
    expect(await authenticate(server.url, late)).toMatchObject({
      status: 401,
      body: { error: 'invalid_nonce' },
    })
  })

  test('an expired message, one not valid yet, one issued in the future: 401', async () => {
    const cases = [
      [{ expirationTime: new Date(nowMs - 1000).toISOString() }, 'message_expired'],
      [{ expirationTime: new Date(nowMs).toISOString() }, 'message_expired'],
      [{ notBefore: new Date(nowMs + 120_000).toISOString() }, 'message_not_yet_valid'],
      [{ issuedAt: new Date(nowMs + 120_000).toISOString() }, 'message_not_yet_valid'],
    ] as const
    for (const [overrides, error] of cases) {
      expect(await authenticate(server.url, await signed(alice, overrides))).toMatchObject({
        status: 401,
        body: { error },
      })
    }
    // Within the allowed clock skew (60 s) a client running ahead still signs in.
    const ahead = await signed(alice, { issuedAt: new Date(nowMs + 30_000).toISOString() })
    expect((await authenticate(server.url, ahead)).status).toBe(200)
  })

  test('a network the server does not serve: 401 unsupported_chain', async () => {
    const request = await signed(alice, { chainId: 'eip155:1' })
    expect(await authenticate(server.url, request)).toMatchObject({
      status: 401,
      body: { error: 'unsupported_chain' },
    })
  })

  test('the session ends at the message’s expirationTime when that is sooner', async () => {
    const expirationTime = new Date(nowMs + 60 * 60_000).toISOString()
    const answer = await authenticate(server.url, await signed(alice, { expirationTime }))
    const { token, expiresAt } = answer.body as unknown as AuthenticateAnswer
    // In whole seconds, as the token's exp.
    expect(expiresAt).toBe(`${expirationTime.slice(0, 19)}.000Z`)
    expect((await me(server.url, token)).status).toBe(200)
    nowMs += 60 * 60_000
    expect(await me(server.url, token)).toMatchObject({
      status: 401,
      body: { error: 'session_expired' },
    })
  })

  test('malformed bodies: 400 invalid_body, nothing stored', async () => {
    const sessions = await count('auth_sessions')
    const bodies = ['not json', '[]', '{}', '{"message":"x"}', '{"message":1,"signature":"0x"}']
    for (const body of bodies) {
      const answer = await callAuth(server.url, '/auth/v1/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(answer, body).toMatchObject({ status: 400, body: { error: 'invalid_body' } })
    }
    const { message, signature } = await signed(alice)
    expect(await authenticate(server.url, { message, signature, data: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_body' },
    })
    expect(await count('auth_sessions')).toBe(sessions)
    // `data` is the client's: ignored, the signed text counts.
    const data = { address: bob.address }
    expect(await authenticate(server.url, { message, signature, data })).toMatchObject({
      status: 200,
      body: { address: alice.address },
    })
  })

  test('text that is no sign-in message: 401 invalid_message', async () => {
    const answer = await authenticate(server.url, { message: 'hello', signature: '0x00' })
    expect(answer).toMatchObject({ status: 401, body: { error: 'invalid_message' } })
  })

  test('a Solana account signs in with an ed25519 signature (base58)', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519')
    const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
    const address = toBase58(raw)
    const nonce = await fetchNonce(server.url)
    const message = formatSiwxMessage(
      signInFields(address, nonce, nowMs, { chainId: SOLANA_CHAIN }),
    )
    const signature = toBase58(sign(null, Buffer.from(message, 'utf8'), privateKey))
    const other = generateKeyPairSync('ed25519').privateKey
    const wrong = toBase58(sign(null, Buffer.from(message, 'utf8'), other))
    for (const bad of [wrong, signature.slice(1), `${signature}1`, '0OIl']) {
      expect(await authenticate(server.url, { message, signature: bad })).toMatchObject({
        status: 401,
        body: { error: 'invalid_signature' },
      })
    }
    const answer = await authenticate(server.url, { message, signature })
    expect(answer).toMatchObject({ status: 200, body: { address, chainId: SOLANA_CHAIN } })
    const { token } = answer.body as unknown as AuthenticateAnswer
    expect(await me(server.url, token)).toMatchObject({ status: 200, body: { address } })
  })
})

describe('sessions and tokens', () => {
  test('sign-out ends that session only: another session of the same address still works', async () => {
    const first = await signIn(alice)
    const second = await signIn(alice)
    const bobs = await signIn(bob)
    const signOut = await callAuth(server.url, '/auth/v1/sign-out', {
      method: 'POST',
      headers: { authorization: `Bearer ${first.token}` },
    })
    expect(signOut).toMatchObject({ status: 204, body: null })
    expect(await me(server.url, first.token)).toMatchObject({
      status: 401,
      body: { error: 'session_revoked' },
    })
    expect(await me(server.url, second.token)).toMatchObject({
      status: 200,
      body: { address: alice.address },
    })
    expect((await me(server.url, bobs.token)).status).toBe(200)
    // Signing out twice: the session is already over.
    const again = await callAuth(server.url, '/auth/v1/sign-out', {
      method: 'POST',
      headers: { authorization: `Bearer ${first.token}` },
    })
    expect(again).toMatchObject({ status: 401, body: { error: 'session_revoked' } })
  })

  test('the token verifies offline with jose against /auth/v1/jwks.json', async () => {
    const { token } = await signIn(alice)
    const jwksUrl = new URL(`${server.url}/auth/v1/jwks.json?projectId=${SIGN_IN_PROJECT}`)
    const { payload, protectedHeader } = await jwtVerify(token, createRemoteJWKSet(jwksUrl), {
      issuer: server.url,
      audience: SIGN_IN_PROJECT,
      algorithms: ['ES256'],
    })
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) })
    expect(payload).toEqual({
      iss: server.url,
      sub: `eip155:31337:${alice.address}`,
      aud: SIGN_IN_PROJECT,
      iat: Math.floor(nowMs / 1000),
      exp: expect.any(Number),
      jti: expect.stringMatching(/^[\w-]{22}$/),
    })
    const jwks = await callAuth<{ keys: Record<string, unknown>[] }>(
      server.url,
      '/auth/v1/jwks.json',
    )
    expect(jwks.body.keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: protectedHeader.kid,
        alg: 'ES256',
        use: 'sig',
      },
    ])
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=300')
  })

  test('missing, malformed, forged and other projects’ tokens: 401', async () => {
    const { token } = await signIn(alice)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: `eip155:31337:${bob.address}` }),
    ).toString('base64url')
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    const cases: [Record<string, string>, string, string?][] = [
      [{}, 'missing_token'],
      [{ authorization: `Basic ${token}` }, 'invalid_token'],
      [{ authorization: 'Bearer' }, 'invalid_token'],
      [{ authorization: 'Bearer not-a-jwt' }, 'invalid_token'],
      [{ authorization: `Bearer ${header}.${forgedPayload}.${signature}` }, 'invalid_token'],
      [{ authorization: `Bearer ${unsigned}` }, 'invalid_token'],
      [{ authorization: `Bearer ${'a'.repeat(5000)}` }, 'invalid_token'],
      [{ authorization: `Bearer ${token}` }, 'invalid_token', 'other-project'],
    ]
    for (const [headers, error, projectId] of cases) {
      for (const path of ['/auth/v1/me', '/auth/v1/sign-out']) {
        const answer = await callAuth(server.url, path, {
          method: path.endsWith('me') ? 'GET' : 'POST',
          headers,
          projectId,
        })
        expect(answer, `${path} ${JSON.stringify(headers).slice(0, 80)}`).toMatchObject({
          status: 401,
          body: { error, message: expect.any(String) },
        })
      }
    }
    expect((await me(server.url, token)).status).toBe(200)
  })

  test('CORS: the preflight of /me allows the Authorization header; answers carry the origin', async () => {
    const preflight = await fetch(`${server.url}/auth/v1/me?projectId=${SIGN_IN_PROJECT}`, {
      method: 'OPTIONS',
      headers: {
        origin: SIGN_IN_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization')
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SIGN_IN_ORIGIN)
    const { token } = await signIn(alice)
    const answer = await fetch(`${server.url}/auth/v1/me?projectId=${SIGN_IN_PROJECT}`, {
      headers: { origin: SIGN_IN_ORIGIN, authorization: `Bearer ${token}` },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe(SIGN_IN_ORIGIN)
    const refused = await fetch(`${server.url}/auth/v1/me?projectId=${SIGN_IN_PROJECT}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    })
    expect(refused.status).toBe(403)
  })

  test('expired nonces are purged when nonces are handed out', async () => {
    await fetchNonce(server.url)
    nowMs += 11 * 60_000 + 60_000
    await fetchNonce(server.url)
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auth_nonces WHERE expires_at <= $1',
      [new Date(nowMs).toISOString()],
    )
    expect(row?.n).toBe(0)
  })
})

/** Bytes in base58 (a test's own encoder, independent of the server's decoder). */
function toBase58(bytes: Uint8Array): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let out = ''
  while (value > 0n) {
    out = alphabet[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

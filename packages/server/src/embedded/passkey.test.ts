import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Db } from '../db/db.ts'
import { upsertProject } from '../projects/projectStore.ts'
import {
  type CaptureMailer,
  captureMailer,
  codeFrom,
  frameFixture,
  TEST_SHARE_KEYS,
} from '../testing/embedded.ts'
import {
  createCredential,
  getAssertion,
  type SoftCredential,
} from '../testing/softAuthenticator.ts'
import { useTestDb } from '../testing/testDb.ts'
import { EMBEDDED_SEND_WINDOW_MS } from './constants.ts'
import { createFrameApp } from './createFrameApp.ts'
import {
  PASSKEY_CEREMONY_LIFETIME_MS,
  PASSKEY_OPTIONS_PER_CLIENT,
  PASSKEYS_PER_USER,
} from './passkeyRoutes.ts'

// Passkeys against the frame app (PGlite), WebAuthn answered by a software authenticator.
const FRAME = 'http://localhost:8788'
const HOST = 'http://127.0.0.1:5173'
const PROJECT = 'passkey-shop'
const AUTH_SHARE = Buffer.from('auth share bytes, 33 of them!!!!!').toString('base64')
const RECOVERY_SHARE = Buffer.from('recovery share bytes, 33 of them!').toString('base64')
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SEALED = `v1.${'s'.repeat(43)}.${'i'.repeat(16)}.${'c'.repeat(66)}`

let db: Db
let mailer: CaptureMailer
let nowMs = Date.parse('2026-12-06T12:00:00.000Z')
let app: ReturnType<typeof createFrameApp>['app']
let count = 0

beforeAll(async () => {
  db = await useTestDb()
  await upsertProject(db, { id: PROJECT, allowedOrigins: [HOST] })
  await upsertProject(db, { id: 'other-shop', allowedOrigins: ['*'] })
  mailer = captureMailer()
  app = createFrameApp({
    db,
    dir: await frameFixture(),
    keys: TEST_SHARE_KEYS,
    mailer,
    publicUrl: FRAME,
    now: () => nowMs,
    trustProxy: 1,
    requestsPerMinute: 1_000_000,
  }).app
}, 120_000)

beforeEach(() => {
  nowMs += 2 * EMBEDDED_SEND_WINDOW_MS
})

const newClient = () => `203.0.113.${(++count % 250) + 1}`

async function call(
  path: string,
  body?: unknown,
  options: { token?: string; client?: string; project?: string; origin?: string } = {},
) {
  const response = await app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'X-Latch-Project': options.project ?? PROJECT,
      'Content-Type': 'application/json',
      'X-Forwarded-For': options.client ?? newClient(),
      ...(options.origin && { Origin: options.origin }),
      ...(options.token && { Authorization: `Bearer ${options.token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

/** A user with a wallet, signed in by email code. */
async function userWithWallet(project = PROJECT) {
  const email = `passkey${++count}@shop.example`
  const started = await call('/embedded/v1/email/start', { email }, { project })
  const verified = await call(
    '/embedded/v1/email/verify',
    { flowId: started.body.flowId, otp: codeFrom(mailer.last(email)) },
    { project },
  )
  const token = verified.body.sessionToken as string
  const userId = verified.body.user.id as string
  const stored = await call(
    '/embedded/v1/wallet',
    {
      authShare: AUTH_SHARE,
      recoveryShare: RECOVERY_SHARE,
      evmAddress: EVM,
      solanaAddress: SOLANA,
    },
    { token, project },
  )
  expect(stored.status).toBe(200)
  return { email, token, userId, deviceId: verified.body.deviceId as string }
}

/** Adds a passkey for the signed-in user: options, the authenticator, verify with the seal. */
async function addPasskey(token: string, sealedRecovery = SEALED) {
  const options = await call(
    '/embedded/v1/passkey/register/options',
    { hostOrigin: HOST },
    { token },
  )
  expect(options.status).toBe(200)
  const { credential, response } = createCredential({
    rpId: options.body.options.rp.id,
    userHandle: Buffer.from(options.body.options.user.id, 'base64url'),
    challenge: options.body.options.challenge,
    origin: FRAME,
    topOrigin: HOST,
  })
  const verified = await call(
    '/embedded/v1/passkey/register/verify',
    { ceremonyId: options.body.ceremonyId, response, sealedRecovery },
    { token },
  )
  return { credential, verified, options }
}

async function loginOptions() {
  const options = await call('/embedded/v1/passkey/login/options', { hostOrigin: HOST })
  expect(options.status).toBe(200)
  return options.body as { ceremonyId: string; options: { challenge: string; rpId: string } }
}

async function login(credential: SoftCredential, extra: Record<string, unknown> = {}) {
  const options = await loginOptions()
  const response = getAssertion(credential, {
    challenge: options.options.challenge,
    origin: FRAME,
    topOrigin: HOST,
  })
  return call('/embedded/v1/passkey/login/verify', {
    ceremonyId: options.ceremonyId,
    response,
    ...extra,
  })
}

describe('adding a passkey', () => {
  test('registration options: RP = the frame origin’s host, user = the account, a fresh challenge, resident key and user verification required', async () => {
    const user = await userWithWallet()
    const first = await call(
      '/embedded/v1/passkey/register/options',
      { hostOrigin: HOST },
      {
        token: user.token,
      },
    )
    const second = await call(
      '/embedded/v1/passkey/register/options',
      { hostOrigin: HOST },
      {
        token: user.token,
      },
    )
    expect(first.status).toBe(200)
    expect(first.body.ceremonyId).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(first.body.options).toMatchObject({
      rp: { id: 'localhost', name: 'Latch wallet' },
      user: { name: user.email, id: Buffer.from(user.userId).toString('base64url') },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    })
    expect(first.body.options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second.body.options.challenge).not.toBe(first.body.options.challenge)
  })

  test('verified and stored with the frame’s seal; the server keeps the seal as it came', async () => {
    const user = await userWithWallet()
    const { credential, verified } = await addPasskey(user.token)
    expect(verified).toEqual({
      status: 200,
      body: { credentialId: credential.id.toString('base64url') },
    })
    const [row] = await db.query<{ sealed_recovery: string; user_id: string; counter: string }>(
      'SELECT sealed_recovery, user_id, counter FROM embedded_passkeys WHERE credential_id = $1',
      [credential.id.toString('base64url')],
    )
    expect(row).toMatchObject({ sealed_recovery: SEALED, user_id: user.userId })
    const list = await call('/embedded/v1/passkeys', undefined, { token: user.token })
    expect(list.body.passkeys).toEqual([
      {
        credentialId: credential.id.toString('base64url'),
        createdAt: new Date(nowMs).toISOString(),
      },
    ])
    // The next options exclude it (the authenticator is not registered twice).
    const again = await call(
      '/embedded/v1/passkey/register/options',
      { hostOrigin: HOST },
      {
        token: user.token,
      },
    )
    expect(again.body.options.excludeCredentials).toEqual([
      { id: credential.id.toString('base64url'), type: 'public-key', transports: ['internal'] },
    ])
  })

  test('a challenge is single use and short-lived', async () => {
    const user = await userWithWallet()
    const { options, verified } = await addPasskey(user.token)
    expect(verified.status).toBe(200)
    const { response } = createCredential({
      rpId: 'localhost',
      userHandle: Buffer.from(user.userId),
      challenge: options.body.options.challenge,
      origin: FRAME,
      topOrigin: HOST,
    })
    const replay = await call(
      '/embedded/v1/passkey/register/verify',
      { ceremonyId: options.body.ceremonyId, response, sealedRecovery: SEALED },
      { token: user.token },
    )
    expect(replay).toMatchObject({ status: 404, body: { error: { code: 'flow_not_found' } } })

    const late = await call(
      '/embedded/v1/passkey/register/options',
      { hostOrigin: HOST },
      {
        token: user.token,
      },
    )
    nowMs += PASSKEY_CEREMONY_LIFETIME_MS
    const expired = await call(
      '/embedded/v1/passkey/register/verify',
      {
        ceremonyId: late.body.ceremonyId,
        response: createCredential({
          rpId: 'localhost',
          userHandle: Buffer.from(user.userId),
          challenge: late.body.options.challenge,
          origin: FRAME,
          topOrigin: HOST,
        }).response,
        sealedRecovery: SEALED,
      },
      { token: user.token },
    )
    expect(expired.status).toBe(404)
  })

  test('refused: another challenge, the wrong origin, RP, or top origin, no user verification', async () => {
    const user = await userWithWallet()
    const cases = [
      { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      { origin: 'http://127.0.0.1:5173' },
      { rpId: 'evil.example' },
      { topOrigin: 'https://evil.example' },
      { userVerified: false },
    ]
    for (const change of cases) {
      const options = await call(
        '/embedded/v1/passkey/register/options',
        { hostOrigin: HOST },
        {
          token: user.token,
        },
      )
      const { response } = createCredential({
        rpId: 'localhost',
        userHandle: Buffer.from(user.userId),
        challenge: options.body.options.challenge,
        origin: FRAME,
        topOrigin: HOST,
        ...change,
      })
      const answer = await call(
        '/embedded/v1/passkey/register/verify',
        { ceremonyId: options.body.ceremonyId, response, sealedRecovery: SEALED },
        { token: user.token },
      )
      expect(answer, JSON.stringify(change)).toMatchObject({
        status: 401,
        body: { error: { code: 'passkey_rejected' } },
      })
    }
    const rows = await db.query('SELECT 1 FROM embedded_passkeys WHERE user_id = $1', [user.userId])
    expect(rows).toHaveLength(0)
  })

  test('needs a session, a wallet, an allowed host origin, a well-formed seal; another user’s ceremony is not found', async () => {
    const none = await call('/embedded/v1/passkey/register/options', { hostOrigin: HOST })
    expect(none).toMatchObject({ status: 401, body: { error: { code: 'invalid_session' } } })
    const email = `nowallet${++count}@shop.example`
    const started = await call('/embedded/v1/email/start', { email })
    const fresh = await call('/embedded/v1/email/verify', {
      flowId: started.body.flowId,
      otp: codeFrom(mailer.last(email)),
    })
    const noWallet = await call(
      '/embedded/v1/passkey/register/options',
      { hostOrigin: HOST },
      {
        token: fresh.body.sessionToken,
      },
    )
    expect(noWallet).toMatchObject({ status: 404, body: { error: { code: 'no_wallet' } } })

    const user = await userWithWallet()
    for (const hostOrigin of ['https://evil.example', 'http://127.0.0.1:5173/', 'nope', 7]) {
      const answer = await call(
        '/embedded/v1/passkey/register/options',
        { hostOrigin },
        {
          token: user.token,
        },
      )
      expect(answer.status, String(hostOrigin)).toBe(
        hostOrigin === 'https://evil.example' ? 403 : 400,
      )
    }
    for (const sealedRecovery of [
      RECOVERY_SHARE,
      'v2.x.y.z',
      SEALED.replace('v1.', 'x1.'),
      `${SEALED}!`,
      5,
      null,
    ]) {
      const answer = await addPasskey(user.token, sealedRecovery as string)
      expect(answer.verified.status, String(sealedRecovery)).toBe(400)
    }
    const other = await userWithWallet()
    const options = await call(
      '/embedded/v1/passkey/register/options',
      { hostOrigin: HOST },
      {
        token: other.token,
      },
    )
    const stolen = await call(
      '/embedded/v1/passkey/register/verify',
      {
        ceremonyId: options.body.ceremonyId,
        response: createCredential({
          rpId: 'localhost',
          userHandle: Buffer.from(user.userId),
          challenge: options.body.options.challenge,
          origin: FRAME,
          topOrigin: HOST,
        }).response,
        sealedRecovery: SEALED,
      },
      { token: user.token },
    )
    expect(stolen.status).toBe(404)
  })

  test(`at most ${PASSKEYS_PER_USER} passkeys per account`, async () => {
    const user = await userWithWallet()
    for (let i = 0; i < PASSKEYS_PER_USER; i++) {
      expect((await addPasskey(user.token)).verified.status).toBe(200)
    }
    const more = await call(
      '/embedded/v1/passkey/register/options',
      { hostOrigin: HOST },
      {
        token: user.token,
      },
    )
    expect(more).toMatchObject({ status: 409, body: { error: { code: 'too_many_passkeys' } } })
  })
})

describe('signing in with a passkey on a new browser', () => {
  for (const sealed of [SEALED, SEALED.replace('v1.', 'b1.')])
    test(`the discoverable credential names the user: a session on a new device, the auth share and the seal (never the server’s recovery share); ${sealed.slice(0, 2)} seal`, async () => {
      const user = await userWithWallet()
      const { credential } = await addPasskey(user.token, sealed)
      const options = await loginOptions()
      expect(options.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' })
      expect(options.options).not.toHaveProperty('allowCredentials.0')
      const answer = await call('/embedded/v1/passkey/login/verify', {
        ceremonyId: options.ceremonyId,
        response: getAssertion(credential, {
          challenge: options.options.challenge,
          origin: FRAME,
          topOrigin: HOST,
        }),
      })
      expect(answer).toEqual({
        status: 200,
        body: {
          sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          user: { id: user.userId, email: user.email, isNew: false },
          deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
          shares: { auth: AUTH_SHARE },
          sealedRecovery: sealed,
          credentialId: credential.id.toString('base64url'),
        },
      })
      expect(answer.body.deviceId).not.toBe(user.deviceId)
      const session = await call('/embedded/v1/session', undefined, {
        token: answer.body.sessionToken,
      })
      expect(session.body).toEqual({
        user: { id: user.userId, email: user.email },
        addresses: { evm: EVM, solana: SOLANA },
      })
      // A known device of that user keeps its id.
      const again = await login(credential, { deviceId: user.deviceId })
      expect(again.body.deviceId).toBe(user.deviceId)
    })

  test('with the email the visitor typed: that account’s passkey only (any case); another’s is 403 and nothing is used', async () => {
    const user = await userWithWallet()
    const other = await userWithWallet()
    const { credential } = await addPasskey(user.token)
    const wrong = await login(credential, { email: other.email })
    expect(wrong).toMatchObject({ status: 403, body: { error: { code: 'passkey_other_account' } } })
    expect((await login(credential, { email: 'not an email' })).status).toBe(400)
    // The refusal used nothing: the passkey signs in with its own account's email, in any case.
    const right = await login(credential, { email: ` ${user.email.toUpperCase()} ` })
    expect(right.status).toBe(200)
    expect(right.body.user).toMatchObject({ id: user.userId, email: user.email })
  })

  test('refused: a replayed assertion (single-use challenge), a counter gone back, a passkey of another project, a wrong signature', async () => {
    const user = await userWithWallet()
    const { credential } = await addPasskey(user.token)
    const options = await loginOptions()
    const response = getAssertion(credential, {
      challenge: options.options.challenge,
      origin: FRAME,
      topOrigin: HOST,
    })
    const body = { ceremonyId: options.ceremonyId, response }
    expect((await call('/embedded/v1/passkey/login/verify', body)).status).toBe(200)
    expect(await call('/embedded/v1/passkey/login/verify', body)).toMatchObject({
      status: 404,
      body: { error: { code: 'flow_not_found' } },
    })

    credential.counter = 0 // a clone that signed less often
    expect(await login(credential)).toMatchObject({
      status: 401,
      body: { error: { code: 'passkey_rejected' } },
    })
    credential.counter = 50
    expect((await login(credential)).status).toBe(200)

    const otherOptions = await call(
      '/embedded/v1/passkey/login/options',
      { hostOrigin: HOST },
      { project: 'other-shop' },
    )
    const elsewhere = await call(
      '/embedded/v1/passkey/login/verify',
      {
        ceremonyId: otherOptions.body.ceremonyId,
        response: getAssertion(credential, {
          challenge: otherOptions.body.options.challenge,
          origin: FRAME,
          topOrigin: HOST,
        }),
      },
      { project: 'other-shop' },
    )
    expect(elsewhere).toMatchObject({ status: 401, body: { error: { code: 'unknown_passkey' } } })

    const forged = await loginOptions()
    const assertion = getAssertion(credential, {
      challenge: forged.options.challenge,
      origin: FRAME,
      topOrigin: HOST,
    })
    assertion.response.signature = Buffer.alloc(70, 1).toString('base64url')
    expect(
      await call('/embedded/v1/passkey/login/verify', {
        ceremonyId: forged.ceremonyId,
        response: assertion,
      }),
    ).toMatchObject({ status: 401, body: { error: { code: 'passkey_rejected' } } })
  })

  test('refused: the top origin is not the one the ceremony was asked for, or the origin is not the frame’s', async () => {
    const user = await userWithWallet()
    const { credential } = await addPasskey(user.token)
    for (const ceremony of [
      { origin: FRAME, topOrigin: 'https://evil.example' },
      { origin: 'https://evil.example', topOrigin: HOST },
    ]) {
      const options = await loginOptions()
      const answer = await call('/embedded/v1/passkey/login/verify', {
        ceremonyId: options.ceremonyId,
        response: getAssertion(credential, { challenge: options.options.challenge, ...ceremony }),
      })
      expect(answer.status, JSON.stringify(ceremony)).toBe(401)
    }
    expect(
      (await call('/embedded/v1/passkey/login/options', { hostOrigin: 'https://evil.example' }))
        .status,
    ).toBe(403)
  })

  test('malformed bodies are 400; a page of another origin gets 403', async () => {
    const options = await loginOptions()
    for (const response of [
      null,
      'x',
      [],
      { id: 'short', rawId: 'short', type: 'public-key', response: {} },
      { id: 'A'.repeat(43), rawId: 'B'.repeat(43), type: 'public-key', response: {} },
      { id: 'A'.repeat(43), rawId: 'A'.repeat(43), type: 'password', response: {} },
      { id: 'A'.repeat(43), rawId: 'A'.repeat(43), type: 'public-key', response: { signature: 5 } },
    ]) {
      const answer = await call('/embedded/v1/passkey/login/verify', {
        ceremonyId: options.ceremonyId,
        response,
      })
      expect(answer.status, JSON.stringify(response)).toBe(400)
    }
    expect(
      (await call('/embedded/v1/passkey/login/verify', { ceremonyId: 'x', response: {} })).status,
    ).toBe(400)
    expect(
      (
        await call(
          '/embedded/v1/passkey/login/options',
          { hostOrigin: HOST },
          {
            origin: 'https://evil.example',
          },
        )
      ).status,
    ).toBe(403)
  })

  test(`limits: ${PASSKEY_OPTIONS_PER_CLIENT} options per client per 10 minutes`, async () => {
    const client = newClient()
    for (let i = 0; i < PASSKEY_OPTIONS_PER_CLIENT; i++) {
      const answer = await call(
        '/embedded/v1/passkey/login/options',
        { hostOrigin: HOST },
        { client },
      )
      expect(answer.status).toBe(200)
    }
    const over = await call('/embedded/v1/passkey/login/options', { hostOrigin: HOST }, { client })
    expect(over).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } })
    expect(over.body.error.retryAfter).toBeGreaterThan(0)
  })
})

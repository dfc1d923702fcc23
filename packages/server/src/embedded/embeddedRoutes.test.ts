import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Db } from '../db/db.ts'
import { upsertProject } from '../projects/projectStore.ts'
import {
  approveUrlFrom,
  type CaptureMailer,
  captureMailer,
  codeFrom,
  frameFixture,
  TEST_SHARE_KEYS,
} from '../testing/embedded.ts'
import { useTestDb } from '../testing/testDb.ts'
import { EMBEDDED_CODE_LIFETIME_MS, EMBEDDED_SEND_WINDOW_MS } from './constants.ts'
import { createFrameApp } from './createFrameApp.ts'
import { decryptShare } from './shareCipher.ts'

const FRAME = 'http://localhost:8788'
const PROJECT = 'embedded-shop'
const AUTH_SHARE = Buffer.from('auth share bytes, 33 of them!!!!!').toString('base64')
const RECOVERY_SHARE = Buffer.from('recovery share bytes, 33 of them!').toString('base64')
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

let db: Db
let mailer: CaptureMailer
let nowMs = Date.parse('2026-11-25T12:00:00.000Z')
let app: ReturnType<typeof createFrameApp>['app']
let emailCount = 0

beforeAll(async () => {
  db = await useTestDb()
  await upsertProject(db, { id: PROJECT, allowedOrigins: ['http://127.0.0.1:5173'] })
  await upsertProject(db, { id: 'other-shop', allowedOrigins: ['*'] })
  mailer = captureMailer()
  app = createFrameApp({
    db,
    dir: await frameFixture(),
    keys: TEST_SHARE_KEYS,
    mailer,
    publicUrl: FRAME,
    now: () => nowMs,
    deviceWaitMs: 400,
    requestsPerMinute: 1_000_000,
  }).app
  // A new migration makes a new template database: initdb takes a while on a busy machine.
}, 120_000)

// Each test in a fresh limit window, with addresses no other test used.
beforeEach(() => {
  nowMs += 2 * EMBEDDED_SEND_WINDOW_MS
})
const newEmail = () => `visitor${++emailCount}@shop.example`

function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Latch-Project': PROJECT, 'Content-Type': 'application/json', ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
}

async function json(response: Response | Promise<Response>) {
  const answer = await response
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  return { status: answer.status, body: (await answer.json()) as Record<string, any> }
}

async function start(email: string, deviceId?: string) {
  return json(call('/embedded/v1/email/start', { email, ...(deviceId && { deviceId }) }))
}

async function verify(flowId: string, otp: string) {
  return json(call('/embedded/v1/email/verify', { flowId, otp }))
}

/** A user with a wallet: its email, session token and device id. */
async function userWithWallet() {
  const email = newEmail()
  const started = await start(email)
  const verified = await verify(started.body.flowId, codeFrom(mailer.last(email)))
  const stored = await json(
    call(
      '/embedded/v1/wallet',
      {
        authShare: AUTH_SHARE,
        recoveryShare: RECOVERY_SHARE,
        evmAddress: EVM,
        solanaAddress: SOLANA,
      },
      { Authorization: `Bearer ${verified.body.sessionToken}` },
    ),
  )
  expect(stored).toEqual({ status: 200, body: { ok: true } })
  return {
    email,
    sessionToken: verified.body.sessionToken as string,
    deviceId: verified.body.deviceId as string,
  }
}

describe('one-time codes', () => {
  test('a new address gets a 6-digit code by mail, stored only as a salted hash', async () => {
    const email = newEmail()
    const started = await start(`  ${email.toUpperCase()} `)
    expect(started).toEqual({
      status: 200,
      body: { action: 'VERIFY_OTP', flowId: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) },
    })
    const code = codeFrom(mailer.last(email))
    const [row] = await db.query<{ code_hash: string; email: string }>(
      'SELECT code_hash, email FROM embedded_flows WHERE id = $1',
      [started.body.flowId],
    )
    expect(row?.email).toBe(email)
    expect(row?.code_hash).toMatch(/^s1:[A-Za-z0-9_-]{22}:[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(code)
  })

  test('the right code signs in once: a new user, no shares; the same code again is refused', async () => {
    const email = newEmail()
    const { body } = await start(email)
    const code = codeFrom(mailer.last(email))
    expect(await verify(body.flowId, '12345')).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_otp_format' } },
    })
    const verified = await verify(body.flowId, code)
    expect(verified).toEqual({
      status: 200,
      body: {
        sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: { id: expect.any(String), email, isNew: true },
        deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        shares: {},
      },
    })
    expect(await verify(body.flowId, code)).toMatchObject({
      status: 410,
      body: { error: { code: 'code_expired' } },
    })
    // Only the token's hash is stored.
    const sessions = await db.query('SELECT token_hash FROM embedded_sessions')
    expect(JSON.stringify(sessions)).not.toContain(verified.body.sessionToken)
  })

  test('a code expires after 10 minutes', async () => {
    const email = newEmail()
    const { body } = await start(email)
    const code = codeFrom(mailer.last(email))
    nowMs += EMBEDDED_CODE_LIFETIME_MS
    expect(await verify(body.flowId, code)).toMatchObject({
      status: 410,
      body: { error: { code: 'code_expired' } },
    })
  })

  test('a newer code replaces the older one', async () => {
    const email = newEmail()
    const first = await start(email)
    const oldCode = codeFrom(mailer.last(email))
    await start(email)
    expect(await verify(first.body.flowId, oldCode)).toMatchObject({
      status: 410,
      body: { error: { code: 'code_expired' } },
    })
  })

  test('5 wrong tries burn the code: even the right one is refused after', async () => {
    const email = newEmail()
    const { body } = await start(email)
    const code = codeFrom(mailer.last(email))
    const wrong = code === '000000' ? '000001' : '000000'
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(await verify(body.flowId, wrong)).toEqual({
        status: 422,
        body: { error: { code: 'wrong_code', message: 'Wrong code', attemptsLeft } },
      })
    }
    expect(await verify(body.flowId, wrong)).toMatchObject({
      status: 410,
      body: { error: { code: 'code_burnt' } },
    })
    expect(await verify(body.flowId, code)).toMatchObject({
      status: 410,
      body: { error: { code: 'code_burnt' } },
    })
    const [row] = await db.query('SELECT wrong_tries FROM embedded_flows WHERE id = $1', [
      body.flowId,
    ])
    expect(row).toEqual({ wrong_tries: 5 })
  })

  test('3 mails per 10 minutes per address: the 4th is 429 with retryAfter', async () => {
    const email = newEmail()
    for (let i = 0; i < 3; i++) expect((await start(email)).status).toBe(200)
    nowMs += 60_000
    const response = await call('/embedded/v1/email/start', { email })
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({
      error: { code: 'rate_limited', message: expect.any(String), retryAfter: 540 },
    })
    expect(response.headers.get('Retry-After')).toBe('540')
    expect(mailer.sent.filter((mail) => mail.to === email)).toHaveLength(3)
    nowMs += 540_000
    expect((await start(email)).status).toBe(200)
  })

  test('per client: at most 20 starts per 10 minutes, whatever the addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await start(newEmail())).status).toBe(200)
    expect(await start(newEmail())).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', retryAfter: expect.any(Number) } },
    })
  })

  test.each([
    [
      'email/verify',
      60,
      () => call('/embedded/v1/email/verify', { flowId: 'A'.repeat(32), otp: '123456' }),
    ],
    ['device/wait', 120, () => call('/embedded/v1/device/wait', { flowId: 'A'.repeat(32) })],
    [
      'device/approve',
      30,
      () => app.request(`/embedded/v1/device/approve?token=${'A'.repeat(43)}`),
    ],
  ])('per client: %s at most %i per 10 minutes, then 429', async (_, limit, send) => {
    for (let i = 0; i < limit; i++) expect((await send()).status).not.toBe(429)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  test('a mail that cannot be sent is 503 and leaves no flow and no counted send', async () => {
    const email = newEmail()
    mailer.failing = true
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(await start(email)).toMatchObject({
        status: 503,
        body: { error: { code: 'mail_unavailable' } },
      })
      expect(warn).toHaveBeenCalledOnce()
    } finally {
      mailer.failing = false
      warn.mockRestore()
    }
    expect(await db.query('SELECT 1 FROM embedded_flows WHERE email = $1', [email])).toEqual([])
    expect(await db.query('SELECT 1 FROM embedded_mail_sends WHERE email = $1', [email])).toEqual(
      [],
    )
  })

  test.each([
    [{ email: 'not-an-email' }, 'invalid_email'],
    [{ email: 'a@localhost' }, 'invalid_email'],
    [{ email: 42 }, 'invalid_email'],
    [{ email: 'ok@shop.example', deviceId: '../x' }, 'invalid_request'],
  ])('start %o → 400 %s', async (body, code) => {
    expect(await json(call('/embedded/v1/email/start', body))).toMatchObject({
      status: 400,
      body: { error: { code } },
    })
  })
})

describe('wallet, sessions and devices', () => {
  test('shares are stored encrypted, each under its own key; session and shares answer', async () => {
    const { email, sessionToken } = await userWithWallet()
    const [row] = await db.query<Record<string, string>>(
      'SELECT id, auth_share, recovery_share, evm_address FROM embedded_users WHERE email = $1',
      [email],
    )
    const stored = JSON.stringify(row)
    for (const share of [AUTH_SHARE, RECOVERY_SHARE]) {
      expect(stored).not.toContain(share)
      expect(stored).not.toContain(Buffer.from(share, 'base64').toString('hex'))
    }
    expect(row?.auth_share).toMatch(/^v1:/)
    expect(decryptShare(TEST_SHARE_KEYS, 'auth', row!.id!, row!.auth_share!)).toBe(AUTH_SHARE)
    expect(decryptShare(TEST_SHARE_KEYS, 'recovery', row!.id!, row!.recovery_share!)).toBe(
      RECOVERY_SHARE,
    )
    // The recovery key does not open the auth share.
    expect(() =>
      decryptShare(
        { auth: TEST_SHARE_KEYS.recovery, recovery: TEST_SHARE_KEYS.auth },
        'auth',
        row!.id!,
        row!.auth_share!,
      ),
    ).toThrow()
    const bearer = { Authorization: `Bearer ${sessionToken}` }
    expect(await json(call('/embedded/v1/session', undefined, bearer))).toEqual({
      status: 200,
      body: { user: { id: row?.id, email }, addresses: { evm: EVM, solana: SOLANA } },
    })
    expect(await json(call('/embedded/v1/session/shares', {}, bearer))).toEqual({
      status: 200,
      body: { auth: AUTH_SHARE },
    })
    expect(
      await json(
        call(
          '/embedded/v1/wallet',
          {
            authShare: RECOVERY_SHARE,
            recoveryShare: AUTH_SHARE,
            evmAddress: EVM,
            solanaAddress: SOLANA,
          },
          bearer,
        ),
      ),
    ).toMatchObject({ status: 409, body: { error: { code: 'wallet_exists' } } })
  })

  test('a new device is approved by the mailed link; then the code gives auth and recovery', async () => {
    const { email } = await userWithWallet()
    const started = await start(email, 'an-unknown-device-id-1234')
    expect(started.body.action).toBe('VERIFY_DEVICE')
    const link = approveUrlFrom(mailer.last(email))
    expect(link).toMatch(
      /^http:\/\/localhost:8788\/embedded\/v1\/device\/approve\?token=[A-Za-z0-9_-]{43}$/,
    )
    const flowId = started.body.flowId as string
    expect(await verify(flowId, '123456')).toMatchObject({
      status: 409,
      body: { error: { code: 'device_not_approved' } },
    })
    expect(await json(call('/embedded/v1/device/wait', { flowId }))).toEqual({
      status: 200,
      body: { approved: false },
    })
    // A HEAD (a link checker) approves nothing.
    expect((await app.request(link.slice(FRAME.length), { method: 'HEAD' })).status).toBe(200)
    expect(await json(call('/embedded/v1/device/wait', { flowId }))).toEqual({
      status: 200,
      body: { approved: false },
    })
    const waiting = json(call('/embedded/v1/device/wait', { flowId }))
    const page = await app.request(link.slice(FRAME.length))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Device approved. You can go back to the site.')
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(await waiting).toEqual({ status: 200, body: { approved: true } })
    const again = await app.request(link.slice(FRAME.length))
    expect(again.status).toBe(410)
    const verified = await verify(flowId, codeFrom(mailer.last(email)))
    expect(verified.body).toMatchObject({
      user: { email, isNew: false },
      shares: { auth: AUTH_SHARE, recovery: RECOVERY_SHARE },
    })
    expect(verified.body.deviceId).not.toBe('an-unknown-device-id-1234')
    // That device is now known: a code, and the auth share only.
    const known = await start(email, verified.body.deviceId)
    expect(known.body.action).toBe('VERIFY_OTP')
    const again2 = await verify(known.body.flowId, codeFrom(mailer.last(email)))
    expect(again2.body.shares).toEqual({ auth: AUTH_SHARE })
    expect(again2.body.deviceId).toBe(verified.body.deviceId)
  })

  test('an approval link expires after 10 minutes', async () => {
    const { email } = await userWithWallet()
    await start(email)
    const link = approveUrlFrom(mailer.last(email))
    nowMs += EMBEDDED_CODE_LIFETIME_MS
    expect((await app.request(link.slice(FRAME.length))).status).toBe(410)
  })

  test('sign-out revokes that session in the database', async () => {
    const { sessionToken } = await userWithWallet()
    const bearer = { Authorization: `Bearer ${sessionToken}` }
    expect(await json(call('/embedded/v1/sign-out', {}, bearer))).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(await json(call('/embedded/v1/session', undefined, bearer))).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_session' } },
    })
  })

  test('a session of one project is not one of another', async () => {
    const { sessionToken } = await userWithWallet()
    const response = await call('/embedded/v1/session', undefined, {
      Authorization: `Bearer ${sessionToken}`,
      'X-Latch-Project': 'other-shop',
    })
    expect(response.status).toBe(401)
  })
})

describe('who may call', () => {
  test.each([
    [{ 'X-Latch-Project': '' }, 'missing_project'],
    [{ 'X-Latch-Project': 'no-such-project' }, 'unknown_project'],
    [{ Origin: 'http://127.0.0.1:5173' }, 'origin_not_allowed'],
    [{ Origin: 'https://evil.example' }, 'origin_not_allowed'],
  ])('%o → 403 %s', async (headers, code) => {
    expect(
      await json(call('/embedded/v1/email/start', { email: newEmail() }, headers)),
    ).toMatchObject({ status: 403, body: { error: { code } } })
  })

  test('the frame itself (Origin = the frame origin) may', async () => {
    expect((await start(newEmail())).status).toBe(200)
    const response = await call(
      '/embedded/v1/email/start',
      { email: newEmail() },
      { Origin: FRAME },
    )
    expect(response.status).toBe(200)
  })
})

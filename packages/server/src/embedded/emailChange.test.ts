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
import { useTestDb } from '../testing/testDb.ts'
import { EMBEDDED_CODE_LIFETIME_MS, EMBEDDED_SEND_WINDOW_MS } from './constants.ts'
import { createFrameApp } from './createFrameApp.ts'
import type { LoginMail } from './mailer.ts'

// The email change (issue P10) against the frame origin's app with captured mail: a code to the
// current address, one to the new address, then the user's email changes.

const FRAME = 'http://localhost:8788'
const PROJECT = 'change-shop'
const AUTH_SHARE = Buffer.from('auth share bytes, 33 of them!!!!!').toString('base64')
const RECOVERY_SHARE = Buffer.from('recovery share bytes, 33 of them!').toString('base64')
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

let db: Db
let mailer: CaptureMailer
let nowMs = Date.parse('2026-12-01T12:00:00.000Z')
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
}, 120_000)

beforeEach(() => {
  nowMs += 2 * EMBEDDED_SEND_WINDOW_MS
  mailer.failing = false
})
const newEmail = () => `changer${++emailCount}@shop.example`

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

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Logs `email` in with its mailed code (a new user when `wallet`, its wallet stored). */
async function login(email: string, deviceId?: string) {
  const started = await json(
    call('/embedded/v1/email/start', { email, ...(deviceId && { deviceId }) }),
  )
  expect(started.status).toBe(200)
  const verified = await json(
    call('/embedded/v1/email/verify', {
      flowId: started.body.flowId,
      otp: codeFrom(mailer.last(email)),
    }),
  )
  expect(verified.status).toBe(200)
  return verified.body as {
    sessionToken: string
    deviceId: string
    user: { id: string; email: string; isNew: boolean }
    shares: { auth?: string }
  }
}

async function userWithWallet() {
  const email = newEmail()
  const session = await login(email)
  const stored = await json(
    call(
      '/embedded/v1/wallet',
      {
        authShare: AUTH_SHARE,
        recoveryShare: RECOVERY_SHARE,
        evmAddress: EVM,
        solanaAddress: SOLANA,
      },
      bearer(session.sessionToken),
    ),
  )
  expect(stored.status).toBe(200)
  return { email, token: session.sessionToken, deviceId: session.deviceId, id: session.user.id }
}

const startChange = (token: string, email: string) =>
  json(call('/embedded/v1/email/change/start', { email }, bearer(token)))
const verifyCurrent = (token: string, changeId: string, otp: string) =>
  json(call('/embedded/v1/email/change/verify-current', { changeId, otp }, bearer(token)))
const verifyNew = (token: string, changeId: string, otp: string) =>
  json(call('/embedded/v1/email/change/verify-new', { changeId, otp }, bearer(token)))

/** The code of the last mail to `to` with `subject` (`Confirm your … : 123456`). */
function changeCode(
  to: string,
  subject: 'Confirm your email change: ' | 'Confirm your new email: ',
) {
  const mail: LoginMail | undefined = mailer.sent.findLast(
    (sent) => sent.to === to && sent.subject.startsWith(subject),
  )
  const code = mail?.subject.slice(subject.length)
  if (!code || !/^\d{6}$/.test(code) || !mail?.text.includes(code)) {
    throw new Error(`no "${subject}" mail to ${to}`)
  }
  return code
}
const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000')

describe('email change', () => {
  test('a code to the current address, then one to the new: the email changes, the session keeps working', async () => {
    const user = await userWithWallet()
    const target = newEmail()
    const started = await startChange(user.token, ` ${target.toUpperCase()} `)
    expect(started).toEqual({
      status: 200,
      body: {
        changeId: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        action: 'VERIFY_PRIMARY_OTP',
      },
    })
    // The first mail goes to the current address only, naming the new one.
    const first = mailer.last(user.email)
    expect(first?.subject).toMatch(/^Confirm your email change: \d{6}$/)
    expect(first?.text).toContain(target)
    expect(mailer.last(target)).toBeUndefined()
    const [row] = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM embedded_email_changes WHERE id = $1',
      [started.body.changeId],
    )
    expect(row?.code_hash).toMatch(/^s1:[A-Za-z0-9_-]{22}:[0-9a-f]{64}$/)
    // The new address's code step can't come first.
    expect(await verifyNew(user.token, started.body.changeId, '123456')).toMatchObject({
      status: 409,
      body: { error: { code: 'wrong_stage' } },
    })

    const current = changeCode(user.email, 'Confirm your email change: ')
    expect(await verifyCurrent(user.token, started.body.changeId, current)).toEqual({
      status: 200,
      body: { action: 'VERIFY_SECONDARY_OTP' },
    })
    // The same code again: used.
    expect(await verifyCurrent(user.token, started.body.changeId, current)).toMatchObject({
      status: 409,
      body: { error: { code: 'wrong_stage' } },
    })
    const next = changeCode(target, 'Confirm your new email: ')
    expect(await verifyNew(user.token, started.body.changeId, next)).toEqual({
      status: 200,
      body: { email: target },
    })
    expect(await verifyNew(user.token, started.body.changeId, next)).toMatchObject({
      status: 410,
      body: { error: { code: 'code_expired' } },
    })
    // The session keeps working and reports the new email, with the same wallet.
    expect(await json(call('/embedded/v1/session', undefined, bearer(user.token)))).toEqual({
      status: 200,
      body: { user: { id: user.id, email: target }, addresses: { evm: EVM, solana: SOLANA } },
    })
    expect(
      (await json(call('/embedded/v1/session/shares', {}, bearer(user.token)))).body.auth,
    ).toBe(AUTH_SHARE)
  })

  test('afterwards the new email logs in to the same wallet; the old one is a new account', async () => {
    const user = await userWithWallet()
    const target = newEmail()
    const { body } = await startChange(user.token, target)
    await verifyCurrent(
      user.token,
      body.changeId,
      changeCode(user.email, 'Confirm your email change: '),
    )
    await verifyNew(user.token, body.changeId, changeCode(target, 'Confirm your new email: '))

    nowMs += 2 * EMBEDDED_SEND_WINDOW_MS
    const again = await login(target, user.deviceId)
    expect(again.user).toEqual({ id: user.id, email: target, isNew: false })
    expect(again.shares.auth).toBe(AUTH_SHARE)
    const old = await login(user.email)
    expect(old.user).toMatchObject({ email: user.email, isNew: true })
    expect(old.user.id).not.toBe(user.id)
  })

  test('wrong codes count down; 5 burn the code, the right one included', async () => {
    const user = await userWithWallet()
    const target = newEmail()
    const { body } = await startChange(user.token, target)
    const current = changeCode(user.email, 'Confirm your email change: ')
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(await verifyCurrent(user.token, body.changeId, wrongOf(current))).toEqual({
        status: 422,
        body: { error: { code: 'wrong_code', message: 'Wrong code', attemptsLeft } },
      })
    }
    expect(await verifyCurrent(user.token, body.changeId, wrongOf(current))).toMatchObject({
      status: 410,
      body: { error: { code: 'code_burnt' } },
    })
    expect(await verifyCurrent(user.token, body.changeId, current)).toMatchObject({
      status: 410,
      body: { error: { code: 'code_burnt' } },
    })
    expect(mailer.last(target)).toBeUndefined()
  })

  test('the new address has its own 5 tries; a burnt one leaves the email as it was', async () => {
    const user = await userWithWallet()
    const target = newEmail()
    const { body } = await startChange(user.token, target)
    // A wrong try on the first code does not count against the second.
    await verifyCurrent(
      user.token,
      body.changeId,
      wrongOf(changeCode(user.email, 'Confirm your email change: ')),
    )
    await verifyCurrent(
      user.token,
      body.changeId,
      changeCode(user.email, 'Confirm your email change: '),
    )
    const next = changeCode(target, 'Confirm your new email: ')
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(
        (await verifyNew(user.token, body.changeId, wrongOf(next))).body.error.attemptsLeft,
      ).toBe(attemptsLeft)
    }
    expect((await verifyNew(user.token, body.changeId, wrongOf(next))).body.error.code).toBe(
      'code_burnt',
    )
    expect((await verifyNew(user.token, body.changeId, next)).body.error.code).toBe('code_burnt')
    const [row] = await db.query('SELECT email FROM embedded_users WHERE id = $1', [user.id])
    expect(row).toEqual({ email: user.email })
  })

  test('codes expire after 10 minutes; a newer change replaces an older one', async () => {
    const user = await userWithWallet()
    const target = newEmail()
    const first = await startChange(user.token, target)
    const firstCode = changeCode(user.email, 'Confirm your email change: ')
    nowMs += EMBEDDED_CODE_LIFETIME_MS
    expect((await verifyCurrent(user.token, first.body.changeId, firstCode)).body.error.code).toBe(
      'code_expired',
    )
    const second = await startChange(user.token, target)
    const third = await startChange(user.token, newEmail())
    const secondCode = mailer.sent.at(-2)
    expect(secondCode?.to).toBe(user.email)
    expect(
      (await verifyCurrent(user.token, second.body.changeId, (secondCode?.subject ?? '').slice(-6)))
        .body.error.code,
    ).toBe('code_expired')
    expect(third.status).toBe(200)
  })

  test('an address another user of the project has is refused: at the start and at the end', async () => {
    const user = await userWithWallet()
    const other = await userWithWallet()
    expect(await startChange(user.token, other.email)).toMatchObject({
      status: 409,
      body: { error: { code: 'email_taken' } },
    })
    expect(mailer.last(user.email)?.subject).not.toMatch(/^Confirm/)
    // Taken while the change waits for the new address's code.
    const target = newEmail()
    const { body } = await startChange(user.token, target)
    await verifyCurrent(
      user.token,
      body.changeId,
      changeCode(user.email, 'Confirm your email change: '),
    )
    const newcomer = await login(target)
    expect(newcomer.user.isNew).toBe(true)
    expect(
      await verifyNew(user.token, body.changeId, changeCode(target, 'Confirm your new email: ')),
    ).toMatchObject({ status: 409, body: { error: { code: 'email_taken' } } })
    const [row] = await db.query('SELECT email FROM embedded_users WHERE id = $1', [user.id])
    expect(row).toEqual({ email: user.email })
  })

  test('the same address in another project is not taken here; its own email is 400 same_email', async () => {
    const user = await userWithWallet()
    const elsewhere = newEmail()
    await db.query(
      `INSERT INTO embedded_users (id, project_id, email, created_at) VALUES ('other-project-user', 'other-shop', $1, now())`,
      [elsewhere],
    )
    expect((await startChange(user.token, elsewhere)).status).toBe(200)
    expect(await startChange(user.token, user.email.toUpperCase())).toMatchObject({
      status: 400,
      body: { error: { code: 'same_email' } },
    })
    expect(await startChange(user.token, 'not-an-email')).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_email' } },
    })
  })

  test('no session, a signed-out session, or another user’s change: refused', async () => {
    const user = await userWithWallet()
    const other = await userWithWallet()
    const target = newEmail()
    expect(await json(call('/embedded/v1/email/change/start', { email: target }))).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_session' } },
    })
    const { body } = await startChange(user.token, target)
    const code = changeCode(user.email, 'Confirm your email change: ')
    expect(await verifyCurrent(other.token, body.changeId, code)).toMatchObject({
      status: 404,
      body: { error: { code: 'change_not_found' } },
    })
    await call('/embedded/v1/sign-out', {}, bearer(user.token))
    expect(await verifyCurrent(user.token, body.changeId, code)).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_session' } },
    })
    expect(
      await json(
        call(
          '/embedded/v1/email/change/verify-current',
          { changeId: 'x', otp: '1' },
          bearer(other.token),
        ),
      ),
    ).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } })
  })

  test('mail limits: the login mails’ 3 per address per 10 minutes count change mails too', async () => {
    const user = await userWithWallet()
    // The login took one of the address's three.
    expect((await startChange(user.token, newEmail())).status).toBe(200)
    expect((await startChange(user.token, newEmail())).status).toBe(200)
    expect(await startChange(user.token, newEmail())).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', retryAfter: expect.any(Number) } },
    })
  })

  test('a mail that cannot be sent is 503 and the change ends', async () => {
    const user = await userWithWallet()
    const target = newEmail()
    mailer.failing = true
    expect(await startChange(user.token, target)).toMatchObject({
      status: 503,
      body: { error: { code: 'mail_unavailable' } },
    })
    mailer.failing = false
    const { body } = await startChange(user.token, target)
    const code = changeCode(user.email, 'Confirm your email change: ')
    mailer.failing = true
    expect(await verifyCurrent(user.token, body.changeId, code)).toMatchObject({
      status: 503,
      body: { error: { code: 'mail_unavailable' } },
    })
    mailer.failing = false
    expect((await verifyNew(user.token, body.changeId, '123456')).body.error.code).toBe(
      'code_expired',
    )
  })
})

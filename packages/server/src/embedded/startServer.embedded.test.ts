import { mkdtemp, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevMail, startDevMail } from '@latch/devnet'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { type RunningServer, startServer } from '../app/startServer.ts'
import type { Db } from '../db/db.ts'
import { captureMailer, codeFrom, frameFixture, TEST_SHARE_KEYS } from '../testing/embedded.ts'
import { useTestDb } from '../testing/testDb.ts'

// The whole path over real sockets: the server's frame listener, nodemailer over SMTP to the
// devnet's mail server (smtp-server), codes and links read back through its Mailpit-style API.
let db: Db
let mail: DevMail
let server: RunningServer
let keyFile: string
const warn = vi.spyOn(console, 'warn')

beforeAll(async () => {
  db = await useTestDb()
  mail = await startDevMail({ smtpPort: 0, inboxPort: 0, quiet: true })
  keyFile = join(await mkdtemp(join(tmpdir(), 'latch-keys-')), 'data', 'keys.json')
  warn.mockImplementation(() => {})
  server = await startServer({
    port: 0,
    db,
    relay: false,
    frame: { port: 0, host: '127.0.0.1', dir: await frameFixture() },
    mail: { smtpUrl: mail.smtpUrl, from: 'Latch <no-reply@latch.localhost>' },
    embeddedWallet: { keyFile },
  })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await mail?.stop()
  warn.mockRestore()
})

type InboxList = { messages: { ID: string; To: { Address: string }[]; Subject: string }[] }

/** The newest message to `to` (Mailpit's API: list, then the message). */
async function latestMail(to: string): Promise<{ Subject: string; Text: string }> {
  for (let i = 0; i < 50; i++) {
    const list = (await (await fetch(`${mail.inboxUrl}/api/v1/messages`)).json()) as InboxList
    const found = list.messages.find((m) => m.To.some((a) => a.Address === to))
    if (found)
      return (await (await fetch(`${mail.inboxUrl}/api/v1/message/${found.ID}`)).json()) as never
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail to ${to}`)
}

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.frameUrl}/embedded/v1${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Latch-Project': 'latch-dev-project',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  })
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

test('a second listener serves the frame page, and login mails go out over SMTP', async () => {
  expect(server.frameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(server.frameUrl).not.toBe(server.url)
  const pageResponse = await fetch(
    `${server.frameUrl}/?projectId=latch-dev-project&origin=http://127.0.0.1:5173`,
  )
  expect(pageResponse.status).toBe(200)
  expect(pageResponse.headers.get('Content-Security-Policy')).toContain('frame-ancestors')
  // The main listener does not serve the frame API.
  expect(
    (await fetch(`${server.url}/embedded/v1/session?projectId=latch-dev-project`)).status,
  ).toBe(404)

  const email = 'ada@latch.localhost'
  const started = await api('/email/start', { email })
  expect(started.body.action).toBe('VERIFY_OTP')
  const codeMail = await latestMail(email)
  const code = /^Your Latch code: (\d{6})$/.exec(codeMail.Subject)?.[1]
  expect(code).toBeDefined()
  expect(codeMail.Text).toContain(code)
  const verified = await api('/email/verify', { flowId: started.body.flowId, otp: code })
  expect(verified.status).toBe(200)
  const share = (text: string) => Buffer.from(text).toString('base64')
  expect(
    await api(
      '/wallet',
      {
        authShare: share('a'.repeat(33)),
        recoveryShare: share('r'.repeat(33)),
        evmAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      },
      verified.body.sessionToken,
    ),
  ).toEqual({ status: 200, body: { ok: true } })

  // Another browser: the device link, opened like a mail reader would, then a code.
  const other = await api('/email/start', { email })
  expect(other.body.action).toBe('VERIFY_DEVICE')
  const deviceMail = await latestMail(email)
  expect(deviceMail.Subject).toBe('Approve your new device')
  const link = deviceMail.Text.match(/https?:\/\/\S+/g) ?? []
  expect(link).toHaveLength(1)
  expect(link[0]?.startsWith(`${server.frameUrl}/embedded/v1/device/approve?token=`)).toBe(true)
  const waiting = api('/device/wait', { flowId: other.body.flowId })
  const approved = await fetch(link[0] as string)
  expect(await approved.text()).toContain('Device approved. You can go back to the site.')
  expect(await waiting).toEqual({ status: 200, body: { approved: true } })
  const secondCode = /(\d{6})$/.exec((await latestMail(email)).Subject)?.[1]
  const second = await api('/email/verify', { flowId: other.body.flowId, otp: secondCode })
  expect(second.body.shares).toEqual({
    auth: share('a'.repeat(33)),
    recovery: share('r'.repeat(33)),
  })
}, 60_000)

test('without configured keys: a key file of mode 0600, made once with a warning', async () => {
  expect((await stat(keyFile)).mode & 0o777).toBe(0o600)
  const keys = JSON.parse(await readFile(keyFile, 'utf8')) as Record<string, string>
  expect(Object.keys(keys).sort()).toEqual(['recoveryKey', 'shareKey'])
  expect(keys.shareKey).not.toBe(keys.recoveryKey)
  const warnings = warn.mock.calls.filter(([text]) => String(text).includes(keyFile))
  expect(warnings).toHaveLength(1)
  // A restart reads the same keys and says nothing.
  const again = await startServer({
    port: 0,
    db,
    relay: false,
    frame: { port: 0, host: '127.0.0.1', dir: await frameFixture() },
    embeddedWallet: { keyFile },
  })
  await again.stop()
  expect(warn.mock.calls.filter(([text]) => String(text).includes(keyFile))).toHaveLength(1)
  expect(JSON.parse(await readFile(keyFile, 'utf8'))).toEqual(keys)
})

test('a frame port that is taken: startServer rejects and leaves nothing listening', async () => {
  const port = Number(new URL(server.frameUrl as string).port)
  await expect(
    startServer({
      port: 0,
      db,
      relay: false,
      frame: { port, host: '127.0.0.1', dir: '/nonexistent' },
      embeddedWallet: { keyFile },
    }),
  ).rejects.toThrow(/EADDRINUSE/)
})

test('stop ends waiting /device/wait calls instead of waiting out their 25 s', async () => {
  const mailer = captureMailer()
  const own = await startServer({
    port: 0,
    db,
    relay: false,
    frame: { port: 0, host: '127.0.0.1', dir: await frameFixture() },
    embeddedWallet: {
      shareKey: TEST_SHARE_KEYS.auth.toString('hex'),
      recoveryKey: TEST_SHARE_KEYS.recovery.toString('hex'),
      mailer,
    },
  })
  const call = (path: string, body: unknown, token?: string) =>
    fetch(`${own.frameUrl}/embedded/v1${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Latch-Project': 'latch-dev-project',
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    }).then(async (r) => (await r.json()) as Record<string, string> & { sessionToken: string })
  const email = 'waiter@shop.example'
  const first = await call('/email/start', { email })
  const { sessionToken } = await call('/email/verify', {
    flowId: first.flowId,
    otp: codeFrom(mailer.last(email)),
  })
  await call(
    '/wallet',
    {
      authShare: 'YWFh',
      recoveryShare: 'cnJy',
      evmAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    },
    sessionToken,
  )
  const device = await call('/email/start', { email })
  expect(device.action).toBe('VERIFY_DEVICE')
  const waiting = call('/device/wait', { flowId: device.flowId })
  await new Promise((resolve) => setTimeout(resolve, 300))
  await own.stop()
  expect(await waiting).toEqual({ approved: false })
}, 20_000)

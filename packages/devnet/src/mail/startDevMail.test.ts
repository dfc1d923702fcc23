import { type AddressInfo, createServer } from 'node:net'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { DevnetPortInUseError } from '../errors.ts'
import { type DevMail, startDevMail } from './startDevMail.ts'

let mail: DevMail
let transport: ReturnType<typeof nodemailer.createTransport>

beforeAll(async () => {
  mail = await startDevMail({ smtpPort: 0, inboxPort: 0, quiet: true, maxMessages: 5 })
  transport = nodemailer.createTransport({ url: mail.smtpUrl } as never)
})
afterAll(async () => {
  transport.close()
  await mail.stop()
})
beforeEach(async () => {
  await fetch(`${mail.inboxUrl}/api/v1/messages`, { method: 'DELETE' })
})

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${mail.inboxUrl}${path}`, init)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as T
}

type Summary = {
  ID: string
  From: { Name: string; Address: string }
  To: { Name: string; Address: string }[]
  Subject: string
  Created: string
  Snippet: string
  Read: boolean
}
type List = {
  total: number
  count: number
  messages_count: number
  start: number
  messages: Summary[]
}

test('a mail sent over SMTP is listed newest first and read back in full, as Mailpit answers', async () => {
  await transport.sendMail({
    from: 'Latch <no-reply@latch.localhost>',
    to: 'Ada Lovelace <ada@example.com>',
    subject: 'Your Latch code: 123456',
    text: 'Your code is 123456.\nIt expires in 10 minutes.',
    html: '<p>Your code is <b>123456</b>.</p>',
  })
  await transport.sendMail({
    from: 'no-reply@latch.localhost',
    to: 'bob@example.com',
    subject: 'Approve your new device',
    text: 'Open http://localhost:8788/embedded/v1/device/approve?token=abc_123 to approve.',
  })

  const list = await api<List>('/api/v1/messages')
  expect(list).toMatchObject({ total: 2, count: 2, messages_count: 2, start: 0 })
  expect(list.messages.map((message) => message.Subject)).toEqual([
    'Approve your new device',
    'Your Latch code: 123456',
  ])
  const code = list.messages[1] as Summary
  expect(code.ID).toMatch(/^[0-9A-Za-z]{22}$/)
  expect(code.From).toEqual({ Name: 'Latch', Address: 'no-reply@latch.localhost' })
  expect(code.To).toEqual([{ Name: 'Ada Lovelace', Address: 'ada@example.com' }])
  expect(code.Snippet).toBe('Your code is 123456. It expires in 10 minutes.')
  expect(Number.isNaN(Date.parse(code.Created))).toBe(false)
  expect(code.Read).toBe(false)

  const full = await api<{ ID: string; Subject: string; Text: string; HTML: string; Date: string }>(
    `/api/v1/message/${code.ID}`,
  )
  expect(full).toMatchObject({ ID: code.ID, Subject: 'Your Latch code: 123456' })
  expect(full.Text).toContain('Your code is 123456.')
  expect(full.HTML).toContain('<b>123456</b>')
  // Reading it marks it read, as Mailpit does.
  expect((await api<List>('/api/v1/messages')).messages[1]?.Read).toBe(true)

  const latest = await api<{ Subject: string }>('/api/v1/message/latest')
  expect(latest.Subject).toBe('Approve your new device')
  const raw = await fetch(`${mail.inboxUrl}/api/v1/message/${code.ID}/raw`)
  expect(await raw.text()).toContain('Subject: Your Latch code: 123456')

  // The page for people lists both, the device link clickable.
  const page = await (await fetch(`${mail.inboxUrl}/`)).text()
  expect(page).toContain('Your Latch code: 123456')
  expect(page).toContain(
    '<a href="http://localhost:8788/embedded/v1/device/approve?token=abc_123">',
  )
})

test('search by recipient and subject; delete by ids, by search and everything', async () => {
  for (const to of ['ada@example.com', 'bob@example.com', 'ada@example.com']) {
    await transport.sendMail({ from: 'x@latch.localhost', to, subject: `Hello ${to}`, text: 'hi' })
  }
  const ada = await api<List>('/api/v1/search?query=to:ada@example.com')
  expect(ada.messages_count).toBe(2)
  expect(ada.total).toBe(3)
  expect(
    (await api<List>('/api/v1/search?query=subject:"hello bob" -to:ada')).messages.map(
      (m) => m.To[0]?.Address,
    ),
  ).toEqual(['bob@example.com'])
  expect((await fetch(`${mail.inboxUrl}/api/v1/search`)).status).toBe(400)

  const first = ada.messages[0] as Summary
  const deleted = await fetch(`${mail.inboxUrl}/api/v1/messages`, {
    method: 'DELETE',
    body: JSON.stringify({ IDs: [first.ID] }),
  })
  expect(await deleted.text()).toBe('ok')
  expect((await api<List>('/api/v1/messages')).total).toBe(2)
  expect((await fetch(`${mail.inboxUrl}/api/v1/message/${first.ID}`)).status).toBe(404)

  const bad = await fetch(`${mail.inboxUrl}/api/v1/messages`, {
    method: 'DELETE',
    body: '{"IDs":3}',
  })
  expect(bad.status).toBe(400)
  expect((await api<List>('/api/v1/messages')).total).toBe(2)

  expect(
    (await fetch(`${mail.inboxUrl}/api/v1/search?query=to:bob`, { method: 'DELETE' })).status,
  ).toBe(200)
  expect((await api<List>('/api/v1/messages')).total).toBe(1)
  const cleared = await fetch(`${mail.inboxUrl}/api/v1/messages`, { method: 'DELETE' })
  expect(await cleared.text()).toBe('ok')
  expect((await api<List>('/api/v1/messages')).total).toBe(0)
})

test('the inbox keeps the newest messages only, and pages with start and limit', async () => {
  for (let index = 1; index <= 7; index++) {
    await transport.sendMail({
      from: 'x@latch.localhost',
      to: 'a@example.com',
      subject: `n${index}`,
      text: '.',
    })
  }
  const list = await api<List>('/api/v1/messages')
  expect(list.total).toBe(5)
  expect(list.messages.map((message) => message.Subject)).toEqual(['n7', 'n6', 'n5', 'n4', 'n3'])
  const second = await api<List>('/api/v1/messages?start=1&limit=2')
  expect(second.messages.map((message) => message.Subject)).toEqual(['n6', 'n5'])
  expect(second).toMatchObject({ start: 1, count: 2, total: 5 })
})

test('a message over the size limit is refused with 552 and not kept', async () => {
  await expect(
    transport.sendMail({
      from: 'x@latch.localhost',
      to: 'a@example.com',
      subject: 'big',
      text: 'x'.repeat(1024 * 1024 + 10),
    }),
  ).rejects.toMatchObject({ responseCode: 552 })
  expect((await api<List>('/api/v1/messages')).total).toBe(0)
})

test('a taken port is the devnet error naming it, and nothing stays open', async () => {
  const taken = Number(new URL(mail.inboxUrl).port)
  const free = await freePort()
  await expect(
    startDevMail({ smtpPort: free, inboxPort: taken, quiet: true }),
  ).rejects.toBeInstanceOf(DevnetPortInUseError)
  // The SMTP port it had opened is free again.
  const again = await startDevMail({ smtpPort: free, inboxPort: 0, quiet: true })
  expect(again.smtpUrl).toBe(`smtp://127.0.0.1:${free}`)
  await again.stop()
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

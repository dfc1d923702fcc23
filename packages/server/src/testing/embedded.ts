import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { LoginMail, Mailer } from '../embedded/mailer.ts'
import type { ShareKeys } from '../embedded/shareCipher.ts'

/** Fixed keys for tests (never these anywhere else). */
export const TEST_SHARE_KEYS: ShareKeys = {
  auth: Buffer.alloc(32, 1),
  recovery: Buffer.alloc(32, 2),
}

/** A mailer that goes through nodemailer's JSON transport and keeps what it sent. */
export type CaptureMailer = Mailer & {
  sent: LoginMail[]
  /** The last mail to `to`. */
  last(to: string): LoginMail | undefined
  /** Makes the next sends fail (an SMTP server down). */
  failing: boolean
}

export function captureMailer(): CaptureMailer {
  const transport = nodemailer.createTransport({ jsonTransport: true })
  const mailer: CaptureMailer = {
    sent: [],
    failing: false,
    async send(mail) {
      if (mailer.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:1025')
      const info = await transport.sendMail({ from: 'Latch <no-reply@latch.localhost>', ...mail })
      const message = JSON.parse(String(info.message)) as { subject: string; text: string }
      mailer.sent.push({ ...mail, subject: message.subject, text: message.text })
    },
    last: (to) => mailer.sent.findLast((mail) => mail.to === to),
    close: () => transport.close(),
  }
  return mailer
}

/** The 6-digit code of a code mail (from its subject, checked against its text). */
export function codeFrom(mail: LoginMail | undefined): string {
  const code = /^Your Latch code: (\d{6})$/.exec(mail?.subject ?? '')?.[1]
  if (!code || !mail?.text.includes(code)) throw new Error(`not a code mail: ${mail?.subject}`)
  return code
}

/** The approval link of a device mail. */
export function approveUrlFrom(mail: LoginMail | undefined): string {
  const urls = mail?.text.match(/https?:\/\/\S+/g) ?? []
  if (mail?.subject !== 'Approve your new device' || urls.length !== 1) {
    throw new Error(`not a device mail: ${mail?.subject}`)
  }
  return urls[0] as string
}

/** A temporary "built frame": index.html, frame.js, frame.css and a file outside it. */
export async function frameFixture(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'latch-frame-'))
  const dir = join(root, 'frame')
  await mkdir(join(dir, 'assets'), { recursive: true })
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Latch</title></head><body><script src="/frame.js"></script></body></html>',
  )
  await writeFile(join(dir, 'frame.js'), 'console.log("frame")\n')
  await writeFile(join(dir, 'frame.css'), 'body{margin:0}\n')
  await writeFile(join(dir, '.secret.js'), 'hidden\n')
  await writeFile(join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(root, 'outside.js'), 'outside\n')
  return dir
}

import nodemailer from 'nodemailer'

/** One login mail. */
export type LoginMail = { to: string; subject: string; text: string; html: string }

/** Sends the login mails (codes, device links). */
export type Mailer = {
  send(mail: LoginMail): Promise<void>
  close(): void
}

/** The server config's `mail` entry (the devnet writes one for its development SMTP server). */
export type MailConfig = {
  /** e.g. `smtp://127.0.0.1:1025`, `smtps://user:pass@smtp.example.com` */
  smtpUrl: string
  /** e.g. `Latch <no-reply@latch.localhost>` */
  from: string
  /** The development inbox's HTTP API (Mailpit's shape); not used by the server. */
  inboxUrl?: string | undefined
}

/** Time-outs of one SMTP exchange: a dead mail server answers 503 within seconds, not minutes. */
const SMTP_TIMEOUT_MS = 10_000

/**
 * A mailer over SMTP (nodemailer): `smtp://` (STARTTLS when offered), `smtps://` (TLS), with
 * the user and password in the URL when the server wants them.
 */
export function createSmtpMailer({ smtpUrl, from }: MailConfig): Mailer {
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol)) {
    throw new Error(`mail.smtpUrl must be an smtp:// or smtps:// URL, got '${smtpUrl}'`)
  }
  if (typeof from !== 'string' || from.trim() === '') throw new Error('mail.from is required')
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0])
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}

/** The code mail: subject `Your Latch code: 123456`, the code in the text too. */
export function codeMail(to: string, code: string): LoginMail {
  return {
    to,
    subject: `Your Latch code: ${code}`,
    text: `Your Latch code is ${code}\n\nIt works once, within 10 minutes. If you did not ask for it, ignore this mail.\n`,
    html: `<p>Your Latch code is <strong>${code}</strong></p><p>It works once, within 10 minutes. If you did not ask for it, ignore this mail.</p>`,
  }
}

/** The device mail: subject `Approve your new device`, one approve URL in the text. */
export function deviceMail(to: string, approveUrl: string): LoginMail {
  const shown = approveUrl
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
  return {
    to,
    subject: 'Approve your new device',
    text: `Someone is signing in to your Latch wallet from a new device. If it is you, open this link to approve it:\n\n${approveUrl}\n\nThe link works once, within 10 minutes. If it was not you, ignore this mail.\n`,
    html: `<p>Someone is signing in to your Latch wallet from a new device. If it is you, approve it:</p><p><a href="${shown}">${shown}</a></p><p>The link works once, within 10 minutes. If it was not you, ignore this mail.</p>`,
  }
}

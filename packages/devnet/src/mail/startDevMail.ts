import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import PostalMime from 'postal-mime'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { DevnetPortInUseError } from '../errors.ts'
import { DEV_MAIL_INBOX_PORT, DEV_MAIL_MAX_MESSAGE_BYTES, DEV_MAIL_SMTP_PORT } from './constants.ts'
import { createInboxServer } from './createInboxServer.ts'
import { createMailStore, type MailStoreOptions, type StoredMail } from './mailStore.ts'

export type StartDevMailParameters = MailStoreOptions & {
  /** Interface both servers listen on. @defaultValue `'127.0.0.1'` */
  host?: string
  /** SMTP port; 0 picks a free one. @defaultValue `1025` */
  smtpPort?: number
  /** Inbox HTTP port (Mailpit's API, and a page at `/`); 0 picks a free one. @defaultValue `8025` */
  inboxPort?: number
  /** No console output. @defaultValue `false` */
  quiet?: boolean
}

export type DevMail = {
  /** e.g. `smtp://127.0.0.1:1025` (no TLS, no authentication: a dev server on loopback). */
  smtpUrl: string
  /** e.g. `http://127.0.0.1:8025` */
  inboxUrl: string
  /** The messages received, newest first (the inbox's own memory). */
  messages(): StoredMail[]
  /** Closes both ports; the messages are gone. */
  stop(): Promise<void>
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

function listen(server: Server | SMTPServer, host: string, port: number): Promise<number> {
  const net = 'server' in server ? server.server : server
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new DevnetPortInUseError(host, port, { cause: error })
          : error,
      )
    }
    net.once('error', onError)
    net.listen(port, host, () => {
      net.off('error', onError)
      resolve((net.address() as AddressInfo).port)
    })
  })
}

function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

/**
 * Starts the devnet's mail server: SMTP that accepts every message (no TLS, no authentication)
 * and keeps the newest in memory, and an inbox speaking Mailpit's HTTP API — so the Latch
 * server's mails (login codes, device links) are readable by people (the page at `/`) and by
 * tests (`GET /api/v1/messages`, `GET /api/v1/message/{ID}`).
 *
 * @example
 * const mail = await startDevMail({ smtpPort: 0, inboxPort: 0, quiet: true })
 * // send to mail.smtpUrl, then:
 * const { messages } = await (await fetch(`${mail.inboxUrl}/api/v1/messages`)).json()
 * await mail.stop()
 */
export async function startDevMail(parameters: StartDevMailParameters = {}): Promise<DevMail> {
  const {
    host = '127.0.0.1',
    smtpPort = DEV_MAIL_SMTP_PORT,
    inboxPort = DEV_MAIL_INBOX_PORT,
    quiet = false,
    ...storeOptions
  } = parameters
  const store = createMailStore(storeOptions)
  const log = (message: string) => {
    if (!quiet) console.log(message)
  }

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: DEV_MAIL_MAX_MESSAGE_BYTES,
    banner: 'Latch dev mail',
    logger: false,
    maxClients: 50,
    // Ends a connection left open by a stopped client; a dev server does not wait half a minute.
    closeTimeout: 1_000,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      readStream(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) {
            const error = Object.assign(new Error('Message exceeds the size limit'), {
              responseCode: 552,
            })
            return callback(error)
          }
          const email = await PostalMime.parse(raw)
          const mailFrom = session.envelope.mailFrom
          const stored = store.add(email, raw, {
            from: mailFrom ? mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          })
          log(`mail: "${stored.Subject}" to ${stored.To.map((to) => to.Address).join(', ')}`)
          callback()
        })
        .catch((error: unknown) => {
          callback(
            Object.assign(new Error(`Message not accepted: ${String(error)}`), {
              responseCode: 554,
            }),
          )
        })
    },
  })
  // A client dropping mid-message is its problem, not the process's.
  smtp.on('error', (error) => log(`mail: SMTP ${error.message}`))

  const inbox = createInboxServer(store)
  const boundSmtp = await listen(smtp, host, smtpPort)
  const closeSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()))
  let boundInbox: number
  try {
    boundInbox = await listen(inbox, host, inboxPort)
  } catch (error) {
    await closeSmtp()
    throw error
  }
  const smtpUrl = `smtp://${urlHost(host)}:${boundSmtp}`
  const inboxUrl = `http://${urlHost(host)}:${boundInbox}`
  log(`Dev mail: SMTP ${smtpUrl}, inbox ${inboxUrl}`)

  let stopped: Promise<void> | undefined
  return {
    smtpUrl,
    inboxUrl,
    messages: () => store.list(),
    stop() {
      stopped ??= Promise.all([
        closeSmtp(),
        new Promise<void>((resolve) => {
          inbox.closeAllConnections()
          inbox.close(() => resolve())
        }),
      ]).then(() => undefined)
      return stopped
    },
  }
}

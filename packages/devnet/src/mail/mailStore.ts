import { randomBytes } from 'node:crypto'
import type { Address, Email } from 'postal-mime'
import { DEV_MAIL_MAX_MESSAGES, DEV_MAIL_MAX_STORED_BYTES } from './constants.ts'

/** A mailbox as Mailpit's API writes it. */
export type MailAddress = { Name: string; Address: string }

/** One received message, as the inbox keeps it (field names are Mailpit's). */
export type StoredMail = {
  ID: string
  MessageID: string
  From: MailAddress | null
  To: MailAddress[]
  Cc: MailAddress[]
  Bcc: MailAddress[]
  ReplyTo: MailAddress[]
  ReturnPath: string
  Subject: string
  /** When the inbox received it (ISO 8601). */
  Created: string
  /** The message's Date header (ISO 8601), else `Created`. */
  Date: string
  Text: string
  HTML: string
  Size: number
  Read: boolean
  Snippet: string
  /** The message as received over SMTP. */
  raw: Buffer
}

export type MailStoreOptions = {
  /** @defaultValue {@link DEV_MAIL_MAX_MESSAGES} */
  maxMessages?: number
  /** @defaultValue {@link DEV_MAIL_MAX_STORED_BYTES} */
  maxBytes?: number
}

export type MailStore = ReturnType<typeof createMailStore>

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const SNIPPET_LENGTH = 250

/** A random 22-character base62 id (the form of Mailpit's message ids). */
function newId(): string {
  // 248 = 62 * 4: rejecting bytes ≥ 248 keeps every character equally likely.
  let id = ''
  while (id.length < 22) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && id.length < 22) id += ID_ALPHABET[byte % 62]
    }
  }
  return id
}

function mailboxes(addresses: readonly Address[] | Address | undefined): MailAddress[] {
  if (!addresses) return []
  const list: readonly Address[] = Array.isArray(addresses) ? addresses : [addresses as Address]
  return list.flatMap((entry) =>
    entry.group
      ? entry.group.map((member) => ({ Name: member.name, Address: member.address }))
      : [{ Name: entry.name, Address: entry.address ?? '' }],
  )
}

function snippet(email: Email): string {
  const text = email.text ?? (email.html ?? '').replace(/<[^>]*>/g, ' ')
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}...` : flat
}

function isoDate(value: string | undefined, fallback: string): string {
  const time = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? fallback : new Date(time).toISOString()
}

/**
 * The dev inbox's memory: newest first, bounded in count and bytes (a dev inbox, not an archive:
 * whatever floods it pushes the oldest mails out, never the process over).
 */
export function createMailStore(options: MailStoreOptions = {}) {
  const maxMessages = options.maxMessages ?? DEV_MAIL_MAX_MESSAGES
  const maxBytes = options.maxBytes ?? DEV_MAIL_MAX_STORED_BYTES
  // Oldest first; readers reverse.
  const mails: StoredMail[] = []
  let bytes = 0

  return {
    /** Keeps a parsed message; `envelopeTo` stands in when the message has no To header. */
    add(email: Email, raw: Buffer, envelope: { from?: string; to: readonly string[] }): StoredMail {
      const created = new Date().toISOString()
      const to = mailboxes(email.to)
      const mail: StoredMail = {
        ID: newId(),
        MessageID: (email.messageId ?? '').replace(/^<|>$/g, ''),
        From: mailboxes(email.from)[0] ?? null,
        To: to.length ? to : envelope.to.map((address) => ({ Name: '', Address: address })),
        Cc: mailboxes(email.cc),
        Bcc: mailboxes(email.bcc),
        ReplyTo: mailboxes(email.replyTo),
        ReturnPath: email.returnPath ?? envelope.from ?? '',
        Subject: email.subject ?? '',
        Created: created,
        Date: isoDate(email.date, created),
        Text: email.text ?? '',
        HTML: email.html ?? '',
        Size: raw.length,
        Read: false,
        Snippet: snippet(email),
        raw,
      }
      mails.push(mail)
      bytes += raw.length
      while (mails.length > maxMessages || (bytes > maxBytes && mails.length > 1)) {
        bytes -= mails.shift()?.Size ?? 0
      }
      return mail
    },
    /** Every kept message, newest first. */
    list(): StoredMail[] {
      return mails.slice().reverse()
    },
    /** A message by id, or the newest for `'latest'`. */
    get(id: string): StoredMail | undefined {
      if (id === 'latest') return mails.at(-1)
      return mails.find((mail) => mail.ID === id)
    },
    /** Deletes those ids, or everything without ids; answers how many went. */
    delete(ids?: readonly string[]): number {
      const before = mails.length
      if (!ids?.length) mails.length = 0
      else {
        const gone = new Set(ids)
        for (let index = mails.length - 1; index >= 0; index--) {
          if (gone.has((mails[index] as StoredMail).ID)) mails.splice(index, 1)
        }
      }
      bytes = mails.reduce((sum, mail) => sum + mail.Size, 0)
      return before - mails.length
    },
  }
}

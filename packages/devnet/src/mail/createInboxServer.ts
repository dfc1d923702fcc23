import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { inboxPage } from './inboxPage.ts'
import type { MailStore, StoredMail } from './mailStore.ts'
import { searchMails } from './searchMails.ts'

/** Mailpit's default page size. */
const DEFAULT_LIMIT = 50
/** A DELETE body is a list of ids: anything larger is not one. */
const MAX_BODY_BYTES = 64 * 1024

type Summary = Omit<StoredMail, 'Text' | 'HTML' | 'raw' | 'Date' | 'ReturnPath'> & {
  Tags: string[]
  Attachments: number
}

function summary(mail: StoredMail): Summary {
  const { Text: _text, HTML: _html, raw: _raw, Date: _date, ReturnPath: _path, ...rest } = mail
  return { ...rest, Tags: [], Attachments: 0 }
}

function message(mail: StoredMail) {
  const { raw: _raw, Snippet: _snippet, Created: _created, Read: _read, ...rest } = mail
  return { ...rest, Tags: [], Inline: [], Attachments: [], ListUnsubscribe: emptyUnsubscribe }
}

const emptyUnsubscribe = { Header: '', Links: [], Errors: '', HeaderPost: '' }

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  response.end(body)
}

const json = (response: ServerResponse, body: unknown) =>
  send(response, 200, 'application/json', JSON.stringify(body))
// Mailpit answers errors as plain text with 400 (404 for an unknown message).
const fail = (response: ServerResponse, status: number, text: string) =>
  send(response, status, 'text/plain; charset=utf-8', text)

function page(url: URL, mails: StoredMail[], total: number, unread: number) {
  const start = Math.max(0, Number.parseInt(url.searchParams.get('start') ?? '0', 10) || 0)
  const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10) || DEFAULT_LIMIT
  const messages = mails.slice(start, start + Math.max(1, limit)).map(summary)
  return {
    total,
    unread,
    count: messages.length,
    messages_count: mails.length,
    messages_unread: mails.filter((mail) => !mail.Read).length,
    start,
    tags: [],
    messages,
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
      if (text.length > MAX_BODY_BYTES) {
        request.destroy()
        reject(new Error('body too large'))
      }
    })
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })
}

/** The ids of a Mailpit DELETE body (`{ "IDs": [...] }`); none (delete all) when absent. */
function idsOf(body: string): string[] | undefined {
  if (!body.trim()) return undefined
  const parsed = JSON.parse(body) as { IDs?: unknown }
  if (parsed.IDs === undefined || parsed.IDs === null) return undefined
  if (!Array.isArray(parsed.IDs) || !parsed.IDs.every((id) => typeof id === 'string')) {
    throw new TypeError('IDs must be an array of strings')
  }
  return parsed.IDs
}

async function route(store: MailStore, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://inbox')
  const method = request.method ?? 'GET'
  const all = store.list()
  const unread = all.filter((mail) => !mail.Read).length

  if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
    return send(response, 200, 'text/html; charset=utf-8', inboxPage(all, '/api/v1/messages'))
  }
  if (url.pathname === '/api/v1/messages') {
    if (method === 'GET') return json(response, page(url, all, all.length, unread))
    if (method === 'DELETE') {
      let ids: string[] | undefined
      try {
        ids = idsOf(await readBody(request))
      } catch (error) {
        return fail(response, 400, (error as Error).message)
      }
      store.delete(ids)
      return send(response, 200, 'text/plain', 'ok')
    }
  }
  if (url.pathname === '/api/v1/search') {
    const query = url.searchParams.get('query')?.trim()
    if (!query) return fail(response, 400, 'Error: no search query')
    const found = searchMails(all, query)
    if (method === 'GET') return json(response, page(url, found, all.length, unread))
    if (method === 'DELETE') {
      store.delete(found.map((mail) => mail.ID))
      return send(response, 200, 'text/plain', 'ok')
    }
  }
  const single = /^\/api\/v1\/message\/([^/]+)(\/raw)?$/.exec(url.pathname)
  if (single && method === 'GET') {
    const mail = store.get(decodeURIComponent(single[1] as string))
    if (!mail) return fail(response, 404, 'Message not found')
    if (single[2]) return send(response, 200, 'text/plain; charset=utf-8', mail.raw.toString())
    mail.Read = true
    return json(response, message(mail))
  }
  return fail(response, 404, '404 page not found')
}

/**
 * The dev inbox's HTTP server: the part of Mailpit's API (v1) that tools and tests read —
 * `GET /api/v1/messages` (`start`, `limit`), `GET /api/v1/search?query=`,
 * `GET /api/v1/message/{ID|latest}` (marks it read) and `/raw`, `DELETE /api/v1/messages`
 * (`{ IDs }` or everything), `DELETE /api/v1/search?query=` — and a page listing the mails at `/`.
 */
export function createInboxServer(store: MailStore): Server {
  return createServer((request, response) => {
    route(store, request, response).catch((error: unknown) => {
      if (!response.headersSent) fail(response, 500, String(error))
      else response.destroy()
    })
  })
}

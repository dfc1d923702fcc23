import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DevnetPortInUseError } from '../errors.ts'

/** Bodies the stand-ins read: small JSON or form posts. */
const MAX_BODY_BYTES = 16 * 1024

/** An answer of a stand-in route. */
export type Reply = { status: number; type: 'json' | 'html'; body: string }

/** A request as the stand-in routes see it. */
export type StandInRequest = {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  /** The raw body (empty for GET). */
  body: string
}

export const json = (status: number, value: unknown): Reply => ({
  status,
  type: 'json',
  body: JSON.stringify(value),
})

export const html = (status: number, body: string): Reply => ({ status, type: 'html', body })

/** A listening stand-in. */
export type Listening = { url: string; stop: () => Promise<void> }

/**
 * Serves `handle` on `host:port` (0: a free port). A handler that throws answers 500 with the
 * error's message and logs nothing (a stand-in's failure shows in the answer).
 */
export async function listen(
  host: string,
  port: number,
  handle: (request: StandInRequest) => Promise<Reply> | Reply,
): Promise<Listening> {
  const server = createServer(async (req, res) => {
    let reply: Reply
    try {
      const body = await readBody(req)
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
      reply = await handle({ method: req.method ?? 'GET', url, headers: req.headers, body })
    } catch (error) {
      reply = json(500, { error: 'internal_error', message: (error as Error).message })
    }
    send(res, reply)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new DevnetPortInUseError(host, port) : error),
    )
    server.listen({ host, port, exclusive: true }, () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  let stopped: Promise<void> | undefined
  return {
    url: `http://${host}:${bound}`,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, {
    'Content-Type':
      reply.type === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The kit's server calls the APIs; the widget is a page of its own.
    'Access-Control-Allow-Origin': '*',
  })
  res.end(reply.body)
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new Error('The body is too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )
}

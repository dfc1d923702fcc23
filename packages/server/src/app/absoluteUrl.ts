import type { Context } from 'hono'
import { requestSocket } from './requestSocket.ts'
import type { AppEnv } from './types.ts'

/**
 * An absolute URL on this server for `path`, carrying the request's projectId, st and sv, so a
 * plain `<img src>` passes the projectId check too.
 *
 * The base is the configured public URL. Without one it is the address the request reached this
 * server on (its listening socket), never the `Host` header: that header is the client's to write,
 * and links built from it would point wherever a stranger likes (issue 11). In-process
 * `app.request()` calls have no socket and get `http://localhost`.
 */
export function absoluteUrl(c: Context<AppEnv>, publicUrl: string | undefined, path: string) {
  const base = publicBaseUrl(c, publicUrl)
  const params = new URLSearchParams({ projectId: c.get('project').id })
  for (const name of ['st', 'sv']) {
    const value = c.req.query(name)
    if (value) params.set(name, value)
  }
  return `${base}${path}?${params}`
}

/**
 * This server's base URL without a trailing slash: the configured public URL, else the address
 * the request reached it on (never the `Host` header; see {@link absoluteUrl}).
 */
export function publicBaseUrl(c: Context<AppEnv>, publicUrl: string | undefined): string {
  return (publicUrl ?? socketOrigin(c)).replace(/\/+$/, '')
}

function socketOrigin(c: Context<AppEnv>): string {
  const socket = requestSocket(c)
  if (!socket?.localAddress || socket.localPort === undefined) return 'http://localhost'
  const address = socket.localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  // An IPv6 zone (`fe80::1%eth0`) is written `%25` inside a URL (RFC 6874).
  const host = address.includes(':') ? `[${address.replace('%', '%25')}]` : address
  return `http://${host}:${socket.localPort}`
}

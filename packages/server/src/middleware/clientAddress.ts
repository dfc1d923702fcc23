import { isIP } from 'node:net'
import type { Context } from 'hono'
import { requestSocket } from '../app/requestSocket.ts'

/** The rate limit's key for requests without a connection (`app.request()` in tests). */
export const UNKNOWN_CLIENT = 'unknown'

/**
 * The client's address: the socket's remote address. Behind `trustProxy` reverse proxies, the
 * address the outermost of them saw: each proxy appends the address it received from to
 * `X-Forwarded-For`, so with N proxies the entry N places from the right of
 * `X-Forwarded-For, socket address` is the client; anything further left is whatever the client
 * wrote, and is never trusted. An entry that is not an IP address falls back to the socket's.
 * @example clientAddress(c, 1) // one load balancer in front: the last X-Forwarded-For entry
 */
export function clientAddress(c: Context, trustProxy: number): string | undefined {
  const remote = requestSocket(c)?.remoteAddress
  return forwardedClientAddress(remote, c.req.header('X-Forwarded-For'), trustProxy)
}

/**
 * `clientAddress` from the socket's remote address and the `X-Forwarded-For` header's value, for
 * requests outside Hono (the relay's WebSocket upgrades).
 * @example forwardedClientAddress('10.0.0.2', '203.0.113.7', 1) // '203.0.113.7'
 */
export function forwardedClientAddress(
  remote: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string | undefined {
  if (remote === undefined || trustProxy <= 0) return remote
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const chain = [...forwarded, remote]
  const client = chain[Math.max(0, chain.length - 1 - trustProxy)]
  return client !== undefined && isIP(client) !== 0 ? client : remote
}

/**
 * What a client is counted as: its IPv4 address, or its IPv6 /64 (one host usually holds a whole
 * /64, so counting single IPv6 addresses would let it pick a fresh one per request).
 * @example clientKey('2001:db8:0:1:aaaa::1') // '2001:db8:0:1::/64'
 */
export function clientKey(address: string | undefined): string {
  if (address === undefined) return UNKNOWN_CLIENT
  const plain = address.replace(/%.*$/, '').toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain)
  if (mapped?.[1]) return mapped[1]
  if (isIP(plain) !== 6) return plain
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, without leading zeros (an IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0)
  const zeros = Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0')
  return [...left, ...zeros, ...right].map((group) =>
    group.includes('.') ? group : Number.parseInt(group, 16).toString(16),
  )
}

import type { MiddlewareHandler } from 'hono'

/**
 * Headers every answer carries: `X-Content-Type-Options: nosniff` (a browser never reads our JSON
 * or SVG as something else), and `Cache-Control: no-store` unless the route chose its own caching
 * (images, the wallet directory) — most answers are per account (balances, history, names) or
 * per project and must not sit in a shared cache. Errors are never cached.
 */
export function responseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    if (c.res.status >= 400 || !c.res.headers.has('Cache-Control')) {
      c.header('Cache-Control', 'no-store')
    }
  }
}

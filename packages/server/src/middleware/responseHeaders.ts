import type { Context, MiddlewareHandler } from 'hono'

/**
 * The Content-Security-Policy of an answer that is no page (JSON, text): nothing in it may run,
 * load or be framed, should a browser ever open it as a document.
 */
export const NO_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * Headers every answer carries: `X-Content-Type-Options: nosniff` (a browser never reads our JSON
 * or SVG as something else), `Cache-Control: no-store` unless the route chose its own caching
 * (images, the wallet directory) — most answers are per account (balances, history, names) or
 * per project and must not sit in a shared cache; errors are never cached — and, unless the
 * route set its own (a page, an image), {@link NO_PAGE_CSP} and `Referrer-Policy: no-referrer`.
 */
export function responseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    setResponseHeaders(c)
  }
}

/** What {@link responseHeaders} sets, for an app that has its own middleware (the frame's). */
export function setResponseHeaders(c: Context): void {
  c.header('X-Content-Type-Options', 'nosniff')
  if (c.res.status >= 400 || !c.res.headers.has('Cache-Control')) {
    c.header('Cache-Control', 'no-store')
  }
  if (!c.res.headers.has('Content-Security-Policy'))
    c.header('Content-Security-Policy', NO_PAGE_CSP)
  if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'no-referrer')
}

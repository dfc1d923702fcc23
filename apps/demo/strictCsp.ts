import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { extname, resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * What the build writes where the page's nonce goes (Vite's `html.cspNonce`: a
 * `<meta property="csp-nonce">` and the nonce of the tags Vite adds); each answer of
 * `vite preview` puts a fresh nonce there.
 */
export const NONCE_PLACEHOLDER = 'LATCH_CSP_NONCE'

const loopback = (scheme: string) => [`${scheme}://127.0.0.1:*`, `${scheme}://localhost:*`]

/**
 * The demo's Content-Security-Policy: scripts from its own origin only (no inline script, no
 * `eval`), styles from its own origin or carrying the page's `nonce` (the kit's `<style>`s,
 * through `createLatch({ nonce })`), and requests, images and frames to the local stack only
 * (the server, its frame origin, the devnet's chains and stand-ins, all on this machine; the
 * end-to-end tests also start servers of their own on other ports).
 */
export function demoCsp(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    ['img-src', "'self'", 'data:', 'blob:', ...loopback('http')].join(' '),
    ['connect-src', "'self'", ...loopback('http'), ...loopback('ws')].join(' '),
    ['frame-src', ...loopback('http')].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Serves the built demo (`vite preview`) under {@link demoCsp}: every answer carries the policy
 * and `X-Content-Type-Options: nosniff`; the page itself gets a fresh nonce per load. Vite's dev
 * server adds inline scripts of its own (the React refresh preamble, the client): the strict
 * policy is for the build, which is what the end-to-end tests load.
 */
export function strictCsp(): Plugin {
  return {
    name: 'latch-demo-strict-csp',
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((request, response, next) => {
        const nonce = randomBytes(16).toString('base64')
        response.setHeader('Content-Security-Policy', demoCsp(nonce))
        response.setHeader('X-Content-Type-Options', 'nosniff')
        const path = new URL(request.url ?? '/', 'http://demo').pathname
        // The page (and the single-page fallback for any path without an extension).
        if (path !== '/index.html' && extname(path) !== '') return next()
        readFile(resolve(dir, 'index.html'), 'utf8').then(
          (html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8')
            response.setHeader('Cache-Control', 'no-store')
            response.end(html.replaceAll(NONCE_PLACEHOLDER, nonce))
          },
          (error: unknown) => next(error),
        )
      })
    },
  }
}

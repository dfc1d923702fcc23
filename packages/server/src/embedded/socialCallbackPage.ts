import type { Context } from 'hono'

/** Where the callback page's script is served (CSP `script-src 'self'`: no inline script). */
export const SOCIAL_CALLBACK_SCRIPT_PATH = '/embedded/v1/social/callback.js'

/**
 * The callback page's script: posts `{ type: 'latch:social-result', resultUri }` to the window
 * that opened the popup, to the flow's host origin only (read from the page's data block; no
 * data block, no post), then closes the popup.
 */
export const SOCIAL_CALLBACK_SCRIPT = `'use strict'
;(() => {
  const data = document.getElementById('latch-social-result')
  const opener = window.opener
  if (!data || !opener) return
  let targetOrigin
  try {
    targetOrigin = JSON.parse(data.textContent || '{}').targetOrigin
  } catch {
    return
  }
  if (typeof targetOrigin !== 'string' || !/^https?:\\/\\/[^/*]+$/.test(targetOrigin)) return
  opener.postMessage({ type: 'latch:social-result', resultUri: location.href }, targetOrigin)
  window.close()
})()
`

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * The page the provider redirects the popup to: `targetOrigin` (the flow's host origin, when
 * its state names a live flow) goes into a JSON data block for the script; without one the page
 * only says "You can close this window."
 */
export function socialCallbackPage(c: Context, targetOrigin: string | undefined) {
  c.header('Content-Security-Policy', CSP)
  // The URL holds the authorization code: never sent on as a referrer, never cached.
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'no-store')
  const data =
    targetOrigin === undefined
      ? ''
      : `<script type="application/json" id="latch-social-result">${JSON.stringify({ targetOrigin }).replace(/</g, '\\u003c')}</script>`
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Latch</title><style>body{font:16px system-ui,sans-serif;margin:15vh auto;max-width:28rem;padding:0 1rem;text-align:center}</style>${data}<script src="${SOCIAL_CALLBACK_SCRIPT_PATH}"></script></head><body><p>You can close this window.</p></body></html>`,
    200,
  )
}

/** `GET /embedded/v1/social/callback.js`. */
export function socialCallbackScript(c: Context) {
  c.header('Content-Type', 'text/javascript; charset=utf-8')
  c.header('Cache-Control', 'no-cache')
  return c.body(SOCIAL_CALLBACK_SCRIPT, 200)
}

import type { Wallet } from '@latch/core'

/** Which of a directory wallet's apps a link opens (SPEC §3 Wallet). */
export type WalletLinkKind = 'mobile' | 'desktop' | 'web'

/** One way to hand the pairing URI to a wallet's app. */
export type WalletLink = {
  kind: WalletLinkKind
  /** The app's own link from the directory, normalised (stored as the deep link choice). */
  base: string
  /** `base` carrying the pairing URI: what the visitor's click opens. */
  href: string
  /** A custom scheme (`rainbow://`) rather than a web address. */
  native: boolean
}

/**
 * Schemes a directory entry must never reach through a link: they run code or read local data
 * instead of opening an app. `http:` is out too: a universal link is always https.
 */
const BLOCKED_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'http:',
  'ws:',
  'wss:',
])

/**
 * A directory link as an app link, or `undefined` when it can't be one: `rainbow://`,
 * `rainbow:` and `rainbow` all become the native base `rainbow://`; an https address is a
 * universal link and keeps its path, with a trailing slash.
 */
export function toAppLink(
  link: string | null | undefined,
): { base: string; native: boolean } | undefined {
  const text = link?.trim()
  if (!text) return undefined
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase()
  if (!scheme) {
    // A bare name ("rainbow") is how some entries write a scheme.
    return /^[a-z][a-z0-9+.-]*$/i.test(text) ? { base: `${text}://`, native: true } : undefined
  }
  if (BLOCKED_SCHEMES.has(`${scheme}:`)) return undefined
  if (scheme === 'https') {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return undefined
    }
    url.search = ''
    url.hash = ''
    const href = url.href
    return { base: href.endsWith('/') ? href : `${href}/`, native: false }
  }
  // Native: the scheme with `//`, then whatever path the entry gives (rare), ending in `/`.
  const rest = text.slice(scheme.length + 1).replace(/^\/*/, '')
  const base = `${scheme}://${rest}`
  return { base: rest === '' || base.endsWith('/') ? base : `${base}/`, native: true }
}

/**
 * The app link that opens the wallet on the pairing `uri`, by the usual WalletConnect
 * convention: `wc?uri=` plus the encoded URI after the app's base, for a custom scheme
 * (`rainbow://wc?uri=…`) and a universal link (`https://rnbwapp.com/wc?uri=…`) alike.
 */
export function withPairingUri(base: string, uri: string): string {
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

const FIELDS: [WalletLinkKind, 'mobile_link' | 'desktop_link' | 'webapp_link'][] = [
  ['mobile', 'mobile_link'],
  ['desktop', 'desktop_link'],
  ['web', 'webapp_link'],
]

/**
 * The links of `wallet` that can carry `uri`: its mobile app (deep or universal link), its
 * desktop app and its web app, in that order. A web app is only ever a web address.
 */
export function getWalletLinks(wallet: Wallet, uri: string): WalletLink[] {
  const links: WalletLink[] = []
  for (const [kind, field] of FIELDS) {
    const app = toAppLink(wallet[field])
    if (!app || (kind === 'web' && app.native)) continue
    links.push({ kind, base: app.base, href: withPairingUri(app.base, uri), native: app.native })
  }
  return links
}

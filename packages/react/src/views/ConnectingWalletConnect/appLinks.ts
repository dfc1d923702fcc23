import type { Wallet } from '@latch/core/api'

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
 * Schemes that are never a wallet's own: the browser's (they run code or read local data) and the
 * operating system's handlers (`ms-msdt:` ran code on Windows, `search-ms:` opens a file search,
 * `intent:` starts any Android app). A wallet's scheme is one it registered for itself.
 */
const RESERVED_SCHEMES = new Set([
  'about',
  'android-app',
  'blob',
  'brave',
  'chrome',
  'chrome-extension',
  'chrome-untrusted',
  'content',
  'data',
  'edge',
  'facetime',
  'facetime-audio',
  'file',
  'filesystem',
  'ftp',
  'http',
  'https',
  'intent',
  'itms-apps',
  'itms-services',
  'jar',
  'javascript',
  'mailto',
  'market',
  'mhtml',
  'moz-extension',
  'opera',
  'res',
  'resource',
  'search',
  'search-ms',
  'shell',
  'sms',
  'tel',
  'vbscript',
  'view-source',
  'ws',
  'wss',
])
/** Scheme families of an operating system: `ms-settings:`, `ms-officecmd:`, `windows-…`. */
const RESERVED_PREFIXES = ['ms-', 'microsoft', 'windows', 'x-apple', 'chrome-', 'edge-']

/**
 * The shape of an app's own scheme: a letter, then letters, digits, `+`, `.` or `-`, 2 to 64
 * characters (one letter alone is a Windows drive, `c:`), and not a reserved one.
 */
export function isWalletScheme(scheme: string): boolean {
  const name = scheme.toLowerCase()
  return (
    /^[a-z][a-z0-9+.-]{1,63}$/.test(name) &&
    !RESERVED_SCHEMES.has(name) &&
    !RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix))
  )
}

// What may follow `scheme://` in a native link: a plain path, nothing that carries arguments.
const NATIVE_PATH = /^[a-z0-9._~/-]*$/i

/** Whether `host` is this machine: the only hosts an `http:` link may point at (development). */
function isLoopback(host: string): boolean {
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host)
  )
}

/**
 * A directory link as a web address the visitor may open: `https:`, or `http:` on this machine
 * only (a wallet's dev server). No user info (`https://wallet.example@evil.com`).
 */
export function toWebUrl(link: string | null | undefined): URL | undefined {
  let url: URL
  try {
    url = new URL(link?.trim() ?? '')
  } catch {
    return undefined
  }
  if (url.username || url.password) return undefined
  if (url.protocol === 'https:') return url
  return url.protocol === 'http:' && isLoopback(url.hostname) ? url : undefined
}

/**
 * A directory link as an app link, or `undefined` when it can't be one. An allowlist: a web
 * address ({@link toWebUrl}: a universal link, which keeps its path, with a trailing slash) or
 * the wallet's own custom scheme ({@link isWalletScheme}) followed by at most a plain path:
 * `rainbow://`, `rainbow:` and `rainbow` all become the native base `rainbow://`.
 */
export function toAppLink(
  link: string | null | undefined,
): { base: string; native: boolean } | undefined {
  const text = link?.trim()
  if (!text) return undefined
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase()
  if (!scheme) {
    // A bare name ("rainbow") is how some entries write a scheme.
    return isWalletScheme(text) ? { base: `${text.toLowerCase()}://`, native: true } : undefined
  }
  if (scheme === 'https' || scheme === 'http') {
    const url = toWebUrl(text)
    if (!url) return undefined
    url.search = ''
    url.hash = ''
    const href = url.href
    return { base: href.endsWith('/') ? href : `${href}/`, native: false }
  }
  if (!isWalletScheme(scheme)) return undefined
  // Native: the scheme with `//`, then whatever plain path the entry gives (rare), ending in `/`.
  const rest = text.slice(scheme.length + 1).replace(/^\/*/, '')
  if (!NATIVE_PATH.test(rest)) return undefined
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

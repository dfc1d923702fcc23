import type { Wallet } from '../api/types.ts'

// The wallet directory's link and image rules: one allowlist for the kit that shows the links and
// the server that serves them. A directory entry is data from outside (a curated file today, a
// directory host tomorrow): it must not be able to run script on the page (`javascript:`,
// `data:text/html`), start an operating system's handler (`ms-msdt:`, `intent:`), or send the
// visitor to a page a network could rewrite (plain `http:`).

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
 * Whether `scheme` (without its colon) can be a wallet app's own: a letter, then letters,
 * digits, `+`, `.` or `-`, 2 to 64 characters (one letter alone is a Windows drive, `c:`), and
 * none of the browser's or an operating system's schemes.
 *
 * @example
 * isWalletScheme('rainbow') // true
 * isWalletScheme('javascript') // false
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

/** Whether `host` is this machine: the only hosts an `http:` address may point at (development). */
function isLoopback(host: string): boolean {
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host)
  )
}

/**
 * `link` as a web address the visitor may open, or `undefined`: `https:`, or `http:` on this
 * machine only (a wallet's dev server); no user info (`https://wallet.example@evil.example`).
 *
 * @example
 * toWebUrl('https://rainbow.me')?.href // 'https://rainbow.me/'
 * toWebUrl('javascript:alert(1)') // undefined
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
 *
 * @example
 * toAppLink('rainbow:') // { base: 'rainbow://', native: true }
 * toAppLink('https://rnbwapp.com') // { base: 'https://rnbwapp.com/', native: false }
 * toAppLink('intent://x#Intent;end') // undefined
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

// The raster and vector types a browser shows in `<img>` (SVG there runs no script and loads
// nothing), base64 or percent-encoded.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)(?:;base64)?,/i

/**
 * `src` as an image address for `<img>` (and nothing else: never a link, a frame or a CSS
 * `url()`), or `undefined`: a web address ({@link toWebUrl}), a `data:image/…` of a raster type
 * or SVG, or a path on the page's own origin (`/getWalletImage/…`).
 *
 * @example
 * toImageUrl('https://api.example/getWalletImage/rainbow') // 'https://api.example/getWalletImage/rainbow'
 * toImageUrl('data:text/html,<script>…') // undefined
 */
export function toImageUrl(src: string | null | undefined): string | undefined {
  const text = src?.trim() ?? ''
  // A path on this origin: one `/`, then printable ASCII but the backslash (read as `/`): no
  // space or control character (a browser drops a tab or a line break: `/\t/evil.example` is
  // `//evil.example`).
  if (DATA_IMAGE.test(text) || /^\/(?!\/)[!-[\]-~]*$/.test(text)) return text
  return toWebUrl(text)?.href
}

/**
 * `wallet` with only the links and image the rules allow, the others `null`: the website and the
 * web app as web addresses ({@link toWebUrl}), the mobile and desktop apps as app links
 * ({@link toAppLink}), the image by {@link toImageUrl}. What the server serves and the kit reads.
 *
 * @example
 * withSafeLinks({ id: 'w', name: 'W', homepage: 'javascript:alert(1)' }).homepage // null
 */
export function withSafeLinks<wallet extends Wallet>(wallet: wallet): wallet {
  const web = (link: string | null | undefined) => (toWebUrl(link) ? (link ?? null) : null)
  const app = (link: string | null | undefined) => (toAppLink(link) ? (link ?? null) : null)
  return {
    ...wallet,
    ...('homepage' in wallet && { homepage: web(wallet.homepage) }),
    ...('webapp_link' in wallet && { webapp_link: web(wallet.webapp_link) }),
    ...('mobile_link' in wallet && { mobile_link: app(wallet.mobile_link) }),
    ...('desktop_link' in wallet && { desktop_link: app(wallet.desktop_link) }),
    ...('image_url' in wallet && { image_url: toImageUrl(wallet.image_url) ?? null }),
  }
}

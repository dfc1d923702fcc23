import { getDefaultStorage, type Storage } from './createStorage.ts'
import { STORAGE_KEYS } from './keys.ts'

/**
 * The entries a server needs to render the buttons as the visitor left them: the active
 * namespace and network, the connected connectors and their accounts, and the shape version.
 */
const COOKIE_ENTRIES = new Set<string>([
  STORAGE_KEYS.activeNamespace,
  STORAGE_KEYS.activeCaipNetworkId,
  STORAGE_KEYS.activeCaipNetworkIds,
  STORAGE_KEYS.connectedConnectorIds,
  STORAGE_KEYS.connectedNamespaces,
  STORAGE_KEYS.connectionStatus,
  STORAGE_KEYS.connections,
  STORAGE_KEYS.preferredAccountTypes,
  STORAGE_KEYS.version,
])

/** Browsers keep a cookie at most 400 days (Chrome caps longer ones there). */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60

/**
 * Above this (encoded), a value goes to localStorage instead: browsers drop a cookie over 4096
 * bytes with its name, and every request carries the site's cookies.
 */
const MAX_COOKIE_VALUE = 3000

const isCookieEntry = (key: string) => COOKIE_ENTRIES.has(key.slice(key.lastIndexOf('/') + 1))

/** A cookie's name for a storage key: `@latch/connections` → `%40latch%2Fconnections`. */
export const cookieName = (key: string): string => encodeURIComponent(key)

/**
 * The value of one cookie in a `Cookie` header (`a=1; b=2`), decoded; `null` when absent or
 * not decodable.
 */
export function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const equals = part.indexOf('=')
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(equals + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

function writeCookie(name: string, value: string, maxAge: number) {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: Storage is synchronous (the store hydrates before the first render); the Cookie Store API is async and not in every browser
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
}

/**
 * A {@link Storage} for server-rendered sites (`createLatch({ ssr: true, storage: cookieStorage
 * })`): what the first render needs — the active network, the connected wallets and their
 * accounts — goes into first-party cookies (`Path=/`, `SameSite=Lax`, `Secure` on https, kept
 * 400 days), so the server reads it from the request with `cookieToInitialState`
 * (`@latch/core/ssr`) and renders the visitor's account. Everything else (recent wallets, caches,
 * sign-in sessions) stays in localStorage, off every request. A value too long for a cookie goes
 * to localStorage too (the server then renders "Connecting…"). On the server it keeps nothing.
 *
 * @example
 * import { createLatch } from '@latch/core'
 * import { cookieStorage } from '@latch/core/ssr'
 * const latch = createLatch({ projectId, networks, ssr: true, storage: cookieStorage })
 */
export const cookieStorage: Storage = {
  getItem(key) {
    if (typeof document === 'undefined') return null
    const local = getDefaultStorage()
    if (!isCookieEntry(key)) return local.getItem(key)
    return readCookie(document.cookie, cookieName(key)) ?? local.getItem(key)
  },
  setItem(key, value) {
    if (typeof document === 'undefined') return
    const local = getDefaultStorage()
    const encoded = encodeURIComponent(value)
    if (isCookieEntry(key) && encoded.length <= MAX_COOKIE_VALUE) {
      writeCookie(cookieName(key), encoded, MAX_AGE_SECONDS)
      local.removeItem(key)
    } else {
      if (isCookieEntry(key)) writeCookie(cookieName(key), '', 0)
      local.setItem(key, value)
    }
  },
  removeItem(key) {
    if (typeof document === 'undefined') return
    if (isCookieEntry(key)) writeCookie(cookieName(key), '', 0)
    getDefaultStorage().removeItem(key)
  },
}

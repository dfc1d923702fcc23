import type { BrowserContext, Page } from '@playwright/test'
import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import {
  combineShares,
  deriveKeys,
  entropyToSeed,
  shareAt,
  shareX,
} from '../../packages/embedded-wallet/src/frame/keys.ts'
import { base58Encode } from './solana.ts'

/**
 * What the host page must never hold (issue P9 acceptance): the embedded wallet's secrets, in
 * the encodings a leak would take. Rebuilt here from the two shares the frame uploads for a new
 * user (its `POST /embedded/v1/wallet`, read off the wire of the frame, not the page), so the
 * test knows the real values; the addresses they give must be the ones the page shows.
 */
export type WalletSecrets = {
  addresses: { evm: string; solana: string }
  /** name → every encoding of that secret to look for. */
  needles: Map<string, string[]>
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const encodings = (bytes: Uint8Array) => [
  hex(bytes),
  Buffer.from(bytes).toString('base64'),
  Buffer.from(bytes).toString('base64url'),
]

/** The secrets of the wallet whose auth and recovery shares (base64) the frame uploaded. */
export async function walletSecrets(
  authShare: string,
  recoveryShare: string,
): Promise<WalletSecrets> {
  const auth = new Uint8Array(Buffer.from(authShare, 'base64'))
  const recovery = new Uint8Array(Buffer.from(recoveryShare, 'base64'))
  const entropy = await combineShares(auth, recovery)
  const seed = entropyToSeed(entropy)
  const keys = deriveKeys(seed)
  const needles = new Map<string, string[]>([
    ['entropy', encodings(entropy)],
    ['mnemonic', [entropyToMnemonic(entropy, wordlist)]],
    ['seed', encodings(seed)],
    ['EVM private key', encodings(keys.evm.privateKey)],
    [
      'Solana private key',
      [
        ...encodings(keys.solana.privateKey),
        base58Encode(new Uint8Array([...keys.solana.privateKey, ...keys.solana.publicKey])),
      ],
    ],
    ['auth share', encodings(auth)],
    ['recovery share', encodings(recovery)],
  ])
  // The device share is the third point of the same line, at an x coordinate the test does not
  // know: every other x is a candidate (253 shares, cheap to look for).
  const taken = new Set([shareX(auth), shareX(recovery)])
  const candidates: string[] = []
  for (let x = 1; x <= 255; x++) {
    if (!taken.has(x)) candidates.push(...encodings(await shareAt(auth, recovery, x)))
  }
  needles.set('device share', candidates)
  return { addresses: { evm: keys.evm.address, solana: keys.solana.address }, needles }
}

/** The names of the secrets found in `haystack` (hex compared case-blind). */
export function leakedSecrets(secrets: WalletSecrets, haystack: string): string[] {
  const lower = haystack.toLowerCase()
  const found: string[] = []
  for (const [name, values] of secrets.needles) {
    if (values.some((value) => haystack.includes(value) || lower.includes(value.toLowerCase()))) {
      found.push(name)
    }
  }
  return found
}

/**
 * Records, from the first navigation on, everything the host page sends (request URLs and
 * bodies, WebSocket frames) — the frame's own requests (another origin) left out — and, through
 * an init script, every message the host receives on a MessagePort (the frame's answers).
 */
export async function recordHostTraffic(page: Page, hostOrigin: string) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) return
    sent.push(request.url(), request.postData() ?? '')
  })
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => sent.push(String(frame.payload)))
  })
  await page.addInitScript((origin) => {
    if (location.origin !== origin) return
    const log: unknown[] = []
    Object.defineProperty(window, '__latchPortLog', { value: log })
    const add = EventTarget.prototype.addEventListener
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      if (this instanceof MessagePort && type === 'message') {
        add.call(this, 'message', (event) => log.push((event as MessageEvent).data), options)
      }
      return add.call(this, type, listener, options)
    }
    const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      ...onmessage,
      set(handler) {
        add.call(this, 'message', (event) => log.push((event as MessageEvent).data))
        onmessage?.set?.call(this, handler)
      },
    })
  }, hostOrigin)
  return { sent: () => sent.join('\n') }
}

/**
 * Everything the host page holds that a script could read: localStorage, sessionStorage, every
 * IndexedDB database, its cookies, the DOM, the page's own globals (those a blank window lacks,
 * walked deep: the Latch client and its state among them) and the frame's messages it got.
 */
export async function hostHoldings(page: Page, context: BrowserContext): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const out: string[] = []
    const seen = new WeakSet<object>()
    let budget = 400_000
    const bytes = (view: Uint8Array) => {
      // Keys and shares are tens of bytes; a megabyte buffer is something else (a font, wasm).
      if (view.byteLength > 1_000_000) return
      let text = ''
      let binary = ''
      for (const byte of view) {
        text += byte.toString(16).padStart(2, '0')
        binary += String.fromCharCode(byte)
      }
      out.push(text, btoa(binary))
    }
    const walk = (value: unknown, depth: number): void => {
      if (--budget < 0) return
      if (typeof value === 'string') return void out.push(value)
      if (typeof value === 'number' || typeof value === 'bigint')
        return void out.push(String(value))
      if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return
      const object = value as object
      if (seen.has(object) || depth > 12) return
      seen.add(object)
      if (object instanceof ArrayBuffer || ArrayBuffer.isView(object)) {
        const view = ArrayBuffer.isView(object)
          ? new Uint8Array(object.buffer, object.byteOffset, object.byteLength)
          : new Uint8Array(object)
        bytes(view)
        return
      }
      if (object instanceof Node || object === window) return
      if (object instanceof Map) {
        for (const [key, entry] of object) {
          walk(key, depth + 1)
          walk(entry, depth + 1)
        }
      }
      if (object instanceof Set) for (const entry of object) walk(entry, depth + 1)
      let names: string[] = []
      try {
        names = Object.getOwnPropertyNames(object)
      } catch {
        return // a cross-origin window
      }
      for (const name of names) {
        let entry: unknown
        try {
          entry = (object as Record<string, unknown>)[name]
        } catch {
          continue
        }
        walk(entry, depth + 1)
      }
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? ''
        out.push(key, storage.getItem(key) ?? '')
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        walk(all, 0)
      }
      db.close()
    }
    out.push(document.cookie, document.documentElement.outerHTML)
    const blank = document.createElement('iframe')
    document.body.append(blank)
    const native = new Set(Object.getOwnPropertyNames(blank.contentWindow))
    blank.remove()
    for (const name of Object.getOwnPropertyNames(window)) {
      if (native.has(name)) continue
      out.push(name)
      walk((window as unknown as Record<string, unknown>)[name], 0)
    }
    walk((window as { __latchPortLog?: unknown }).__latchPortLog, 0)
    return out.join('\n')
  })
  const cookies = await context.cookies(page.url())
  return `${inPage}\n${cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('\n')}`
}

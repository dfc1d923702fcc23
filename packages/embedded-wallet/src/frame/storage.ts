/**
 * The frame's own storage (p9-contract "Keys"): one record `{ deviceId, sessionToken, email,
 * sealedDeviceShare, recoveryX, addresses }` and the AES-GCM key that seals the device share, both
 * in the frame origin's IndexedDB. The key is made with `extractable: false`, so the browser
 * never hands its bytes out (`exportKey` throws), not even to the frame's own script; IndexedDB
 * stores the CryptoKey object itself.
 *
 * Where the browser denies a cross-site frame IndexedDB (third-party storage blocked, as in
 * Playwright's default Chromium), everything lives in memory for the page's life: the session
 * works until a reload, which then asks for a code (and a device approval) again.
 */
import type { Addresses } from './keys.ts'

export type Sealed = { iv: Uint8Array; data: Uint8Array }

export type FrameRecord = {
  deviceId: string
  sessionToken: string
  /** Absent for a social login without an email. */
  email?: string
  /** A social login's provider id ('github' …) and username, for GET_USER after a reload. */
  socialProvider?: string
  username?: string
  sealedDeviceShare: Sealed
  /** The recovery share's x coordinate (not secret): `shareAt` rebuilds it for export. */
  recoveryX: number
  addresses: Addresses
  /** The host's preferred eip155 account type (SET_PREFERRED_ACCOUNT): kept across reloads. */
  preferredAccountType?: 'eoa' | 'smartAccount'
}

export type FrameStorage = {
  /** 'indexeddb' when the record survives a reload, 'memory' when the browser denied storage. */
  readonly kind: 'indexeddb' | 'memory'
  load(): Promise<FrameRecord | undefined>
  save(record: FrameRecord): Promise<void>
  seal(secret: Uint8Array): Promise<Sealed>
  unseal(sealed: Sealed): Promise<Uint8Array>
  /** Deletes the record and the sealing key (sign-out). */
  wipe(): Promise<void>
  close(): void
}

const STORE = 'frame'
const RECORD_KEY = 'record'
const SEALING_KEY = 'sealing-key'
const AES = { name: 'AES-GCM', length: 256 } as const

function newSealingKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey(AES, false, ['encrypt', 'decrypt'])
}

async function sealWith(key: CryptoKey, secret: Uint8Array): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, secret as Uint8Array<ArrayBuffer>),
  )
  return { iv, data }
}

async function unsealWith(key: CryptoKey, sealed: Sealed): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv as Uint8Array<ArrayBuffer> },
      key,
      sealed.data as Uint8Array<ArrayBuffer>,
    ),
  )
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function openDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let req: IDBOpenDBRequest
    try {
      req = indexedDB.open(name, 1)
    } catch (error) {
      reject(error) // SecurityError where storage is denied
      return
    }
    req.onupgradeneeded = () => req.result.createObjectStore(STORE)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'))
    req.onblocked = () => reject(new Error('IndexedDB open blocked'))
  })
}

/** Storage for the page's life only (the browser denied IndexedDB). */
export function memoryStorage(): FrameStorage {
  let record: FrameRecord | undefined
  let key: Promise<CryptoKey> | undefined
  const sealingKey = () => {
    key ??= newSealingKey()
    return key
  }
  return {
    kind: 'memory',
    load: async () => record,
    save: async (next) => {
      record = next
    },
    seal: async (secret) => sealWith(await sealingKey(), secret),
    unseal: async (sealed) => unsealWith(await sealingKey(), sealed),
    wipe: async () => {
      record = undefined
      key = undefined
    },
    close: () => {},
  }
}

function indexedDbStorage(db: IDBDatabase): FrameStorage {
  const get = <T>(key: string) =>
    request(db.transaction(STORE, 'readonly').objectStore(STORE).get(key)) as Promise<T | undefined>
  const put = (key: string, value: unknown) =>
    request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(value, key))
  let key: Promise<CryptoKey> | undefined
  const sealingKey = () => {
    key ??= (async () => {
      const stored = await get<CryptoKey>(SEALING_KEY)
      if (stored instanceof CryptoKey) return stored
      const made = await newSealingKey()
      await put(SEALING_KEY, made)
      return made
    })().catch((error) => {
      key = undefined
      throw error
    })
    return key
  }
  return {
    kind: 'indexeddb',
    load: () => get<FrameRecord>(RECORD_KEY),
    save: async (record) => {
      await put(RECORD_KEY, record)
    },
    seal: async (secret) => sealWith(await sealingKey(), secret),
    unseal: async (sealed) => unsealWith(await sealingKey(), sealed),
    wipe: async () => {
      key = undefined
      const tx = db.transaction(STORE, 'readwrite')
      tx.objectStore(STORE).clear()
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB clear failed'))
      })
    },
    close: () => db.close(),
  }
}

/**
 * Opens the frame's storage: IndexedDB when the browser allows it (checked with a real write,
 * since some browsers open the database and fail the first transaction), memory otherwise.
 */
export async function openFrameStorage(name = 'latch-frame'): Promise<FrameStorage> {
  if (typeof indexedDB === 'undefined') return memoryStorage()
  try {
    const db = await openDatabase(name)
    const storage = indexedDbStorage(db)
    try {
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(1, 'probe'))
    } catch {
      db.close()
      return memoryStorage()
    }
    return storage
  } catch {
    return memoryStorage()
  }
}

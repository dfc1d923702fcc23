import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FrameRecord, openFrameStorage } from './storage.ts'

const names: string[] = []
function dbName() {
  const name = `latch-frame-test-${crypto.randomUUID()}`
  names.push(name)
  return name
}
afterEach(async () => {
  vi.unstubAllGlobals()
  for (const name of names.splice(0)) {
    await new Promise((resolve) => {
      const req = indexedDB.deleteDatabase(name)
      req.onsuccess = req.onerror = req.onblocked = resolve
    })
  }
})

function readRaw(name: string, key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const get = db.transaction('frame').objectStore('frame').get(key)
      get.onsuccess = () => {
        db.close()
        resolve(get.result)
      }
      get.onerror = () => reject(get.error)
    }
  })
}

const share = () => crypto.getRandomValues(new Uint8Array(33))

async function recordWith(
  storage: Awaited<ReturnType<typeof openFrameStorage>>,
  secret: Uint8Array,
) {
  const record: FrameRecord = {
    deviceId: crypto.randomUUID(),
    sessionToken: 'token',
    email: 'a@example.com',
    sealedDeviceShare: await storage.seal(secret),
    recoveryX: 7,
    addresses: {
      evm: '0x0000000000000000000000000000000000000001',
      solana: '11111111111111111111111111111111',
    },
  }
  await storage.save(record)
  return record
}

describe('frame storage (IndexedDB)', () => {
  it('keeps the share sealed, and a re-open (as after a reload) reads it back', async () => {
    const name = dbName()
    const secret = share()
    const first = await openFrameStorage(name)
    expect(first.kind).toBe('indexeddb')
    const record = await recordWith(first, secret)
    // Stored sealed: the bytes on disk are not the share.
    const raw = (await readRaw(name, 'record')) as FrameRecord
    expect(raw.sealedDeviceShare.data).not.toEqual(secret)
    expect(raw.sealedDeviceShare.data.length).toBe(33 + 16) // AES-GCM tag
    first.close()

    const again = await openFrameStorage(name)
    const loaded = await again.load()
    expect(loaded).toEqual(record)
    expect(await again.unseal(loaded!.sealedDeviceShare)).toEqual(secret)
    again.close()
  })

  it('the sealing key in IndexedDB is a non-extractable AES-GCM CryptoKey: exportKey throws', async () => {
    const name = dbName()
    const storage = await openFrameStorage(name)
    await recordWith(storage, share())
    const key = await readRaw(name, 'sealing-key')
    expect(key).toBeInstanceOf(CryptoKey)
    const cryptoKey = key as CryptoKey
    expect(cryptoKey.extractable).toBe(false)
    expect(cryptoKey.algorithm.name).toBe('AES-GCM')
    await expect(crypto.subtle.exportKey('raw', cryptoKey)).rejects.toMatchObject({
      name: 'InvalidAccessError',
    })
    storage.close()
  })

  it('a tampered sealed share fails to open (AES-GCM authenticates)', async () => {
    const storage = await openFrameStorage(dbName())
    const sealed = await storage.seal(share())
    sealed.data[0] = (sealed.data[0] ?? 0) ^ 1
    await expect(storage.unseal(sealed)).rejects.toMatchObject({ name: 'OperationError' })
    storage.close()
  })

  it('wipe deletes the record and the key: an old sealed share no longer opens', async () => {
    const name = dbName()
    const storage = await openFrameStorage(name)
    const record = await recordWith(storage, share())
    await storage.wipe()
    expect(await storage.load()).toBeUndefined()
    expect(await readRaw(name, 'sealing-key')).toBeUndefined()
    await expect(storage.unseal(record.sealedDeviceShare)).rejects.toMatchObject({
      name: 'OperationError',
    })
    storage.close()
  })
})

describe('frame storage (denied)', () => {
  it('falls back to memory when IndexedDB throws on open', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    const storage = await openFrameStorage(dbName())
    expect(storage.kind).toBe('memory')
    const secret = share()
    const record = await recordWith(storage, secret)
    expect(await storage.load()).toEqual(record)
    expect(await storage.unseal(record.sealedDeviceShare)).toEqual(secret)
    await storage.wipe()
    expect(await storage.load()).toBeUndefined()
  })
})

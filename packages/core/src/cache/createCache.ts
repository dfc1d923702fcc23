import type { Storage } from '../storage/createStorage.ts'

export type Cache<T> = {
  /** The value when fresh; a stale entry is deleted on read (SPEC §4). */
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
}

type Entry<T> = { value: T; timestamp: number }

/**
 * A cache kept in one storage entry (a JSON map key → value with its timestamp), entries living
 * `lifetimeMs`. Keys are compared lower-cased (addresses).
 */
export function createCache<T>(
  storage: Storage,
  storageKey: string,
  lifetimeMs: number,
  now: () => number = Date.now,
): Cache<T> {
  const read = (): Record<string, Entry<T>> => {
    try {
      const parsed = JSON.parse(storage.getItem(storageKey) ?? '{}')
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}
    } catch {
      return {}
    }
  }
  const write = (entries: Record<string, Entry<T>>) => {
    if (Object.keys(entries).length) storage.setItem(storageKey, JSON.stringify(entries))
    else storage.removeItem(storageKey)
  }
  return {
    get(key) {
      const entries = read()
      const entry = entries[key.toLowerCase()]
      if (!entry) return undefined
      if (typeof entry.timestamp !== 'number' || now() - entry.timestamp >= lifetimeMs) {
        delete entries[key.toLowerCase()]
        write(entries)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      const entries = read()
      entries[key.toLowerCase()] = { value, timestamp: now() }
      write(entries)
    },
    delete(key) {
      const entries = read()
      delete entries[key.toLowerCase()]
      write(entries)
    },
  }
}

/** A small per-process cache whose entries expire `ttlMs` after they were set. */
export type TtlCache<V> = {
  /** The value, or undefined when absent or expired (an expired entry is deleted on read). */
  get: (key: string) => V | undefined
  set: (key: string, value: V) => void
  clear: () => void
}

export type CreateTtlCacheParameters = {
  /** 0 turns the cache off. */
  ttlMs: number
  /** When full, the oldest entry makes room. @defaultValue 10_000 */
  maxEntries?: number | undefined
  /** @defaultValue Date.now */
  now?: (() => number) | undefined
}

/**
 * Creates a bounded TTL cache (a Map in insertion order, so the first key is the oldest).
 *
 * @example
 * const cache = createTtlCache<string>({ ttlMs: 10_000 })
 * cache.set('a', 'b')
 */
export function createTtlCache<V>({
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
}: CreateTtlCacheParameters): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      if (ttlMs <= 0) return
      entries.delete(key)
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      entries.set(key, { value, expiresAt: now() + ttlMs })
    },
    clear: () => entries.clear(),
  }
}

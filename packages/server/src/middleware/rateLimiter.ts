/** The verdict for one request. */
export type RateLimitResult = {
  allowed: boolean
  /** Requests left in the current window. */
  remaining: number
  /** Milliseconds until the window resets. */
  resetMs: number
}

/**
 * Counts requests per key. The default is in memory (per process); behind a load balancer plug
 * in a shared one (Redis, the database) so every instance sees the same counts.
 */
export type RateLimiter = {
  hit: (key: string, limit: number, windowMs: number) => Promise<RateLimitResult> | RateLimitResult
}

/** The in-memory limiter, which also tells how many keys it holds. */
export type MemoryRateLimiter = RateLimiter & {
  /** Keys (counters) held now; never more than `maxKeys`. */
  readonly size: number
}

export type MemoryRateLimiterOptions = {
  /**
   * Counters kept at most (one per client and project, one per project). Past it the oldest
   * counter is dropped: memory stays bounded however many addresses a flood comes from, at the
   * price that a client older than `maxKeys` newer ones starts counting afresh.
   * @defaultValue 100_000 (about 25 MB of keys like `client:<project>:<IPv6 /64>`)
   */
  maxKeys?: number | undefined
}

/** Counters kept by default; see MemoryRateLimiterOptions. */
export const DEFAULT_RATE_LIMITER_MAX_KEYS = 100_000

/**
 * A fixed-window counter in memory. Windows are aligned to `windowMs` since the epoch.
 * @example
 * const limiter = createMemoryRateLimiter()
 * limiter.hit('client:shop:203.0.113.7', 600, 60_000) // { allowed: true, remaining: 599, … }
 */
export function createMemoryRateLimiter(
  now: () => number = Date.now,
  { maxKeys = DEFAULT_RATE_LIMITER_MAX_KEYS }: MemoryRateLimiterOptions = {},
): MemoryRateLimiter {
  if (!Number.isSafeInteger(maxKeys) || maxKeys < 1) {
    throw new RangeError(`maxKeys must be a positive integer, got ${maxKeys}`)
  }
  // Insertion order is age order: a key whose window restarts is re-inserted at the end, so the
  // first keys are the stale or oldest ones, and dropping the first is O(1).
  const windows = new Map<string, { start: number; count: number }>()
  return {
    get size() {
      return windows.size
    },
    hit(key, limit, windowMs) {
      const time = now()
      const start = time - (time % windowMs)
      let window = windows.get(key)
      if (!window || window.start !== start) {
        windows.delete(key)
        while (windows.size >= maxKeys) {
          const oldest = windows.keys().next()
          if (oldest.done) break
          windows.delete(oldest.value)
        }
        window = { start, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        resetMs: start + windowMs - time,
      }
    },
  }
}

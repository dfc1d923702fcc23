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

/** A fixed-window counter in memory. Windows are aligned to `windowMs` since the epoch. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key, limit, windowMs) {
      const time = now()
      const start = time - (time % windowMs)
      let window = windows.get(key)
      if (!window || window.start !== start) {
        // Drop stale windows now and then so the map can't grow without bound.
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (w.start !== start) windows.delete(k)
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

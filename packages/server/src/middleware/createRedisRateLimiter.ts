import { createClient } from '@redis/client'
import { createMemoryRateLimiter, type RateLimiter } from './rateLimiter.ts'

/** How long `ready` waits for the first connection before the limiter starts on its fallback. */
export const REDIS_CONNECT_WAIT_MS = 5_000

/** A count Redis has not answered within this is made in memory (Redis may hang, not refuse). */
export const REDIS_COMMAND_TIMEOUT_MS = 500

/** After a count timed out, counting stays in memory this long before Redis is tried again. */
export const REDIS_STALLED_RETRY_MS = 5_000

/** Redis did not answer a count in time (`REDIS_COMMAND_TIMEOUT_MS` unless set otherwise). */
export class RedisTimeoutError extends Error {
  override name = 'RedisTimeoutError'
  constructor(timeoutMs = REDIS_COMMAND_TIMEOUT_MS) {
    super(`Redis did not answer within ${timeoutMs} ms`)
  }
}

/** Delay between reconnection attempts while Redis is away (capped). */
const RECONNECT_MAX_MS = 2_000

// One window counter: INCR, and on the first hit of a window its expiry, atomically.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`

export type CreateRedisRateLimiterOptions = {
  /** `redis://[user:password@]host:port[/db]` */
  url: string
  /** Prefix of the counters' keys. @defaultValue 'latch:rate:' */
  keyPrefix?: string | undefined
  /**
   * Counts while Redis cannot be reached, so requests keep being limited (per instance).
   * @defaultValue createMemoryRateLimiter()
   */
  fallback?: RateLimiter | undefined
  /**
   * Told when Redis becomes unreachable (once per outage) and when it answers again.
   * @defaultValue one `console.warn` line for each
   */
  onAvailabilityChange?: ((available: boolean, error?: unknown) => void) | undefined
  /** @defaultValue Date.now */
  now?: (() => number) | undefined
  /** @defaultValue 5000 (`REDIS_STALLED_RETRY_MS`) */
  stalledRetryMs?: number | undefined
  /**
   * How long a count may wait for Redis before this instance counts alone.
   * @defaultValue 500 (`REDIS_COMMAND_TIMEOUT_MS`)
   */
  commandTimeoutMs?: number | undefined
}

/** A rate limiter shared by every instance using the same Redis. */
export type RedisRateLimiter = RateLimiter & {
  /** Resolves once connected (true), or after `REDIS_CONNECT_WAIT_MS` without Redis (false). */
  ready: Promise<boolean>
  /** Closes the connection. */
  close: () => Promise<void>
}

/**
 * Fixed-window counters in Redis (windows aligned to `windowMs` since the epoch, as in memory),
 * so several server instances behind a load balancer share one budget per client and project:
 * one atomic INCR (and PEXPIRE on a window's first hit) per count. While Redis is away (refused,
 * dropped, or not answering within 500 ms), counting goes on in `fallback` (each instance on its
 * own) instead of failing requests, and the client reconnects in the background.
 * @example
 * const limiter = createRedisRateLimiter({ url: 'redis://127.0.0.1:6379' })
 * await startServer({ databaseUrl, rateLimiter: limiter })
 */
export function createRedisRateLimiter({
  url,
  keyPrefix = 'latch:rate:',
  fallback = createMemoryRateLimiter(),
  onAvailabilityChange = logAvailability,
  now = Date.now,
  stalledRetryMs = REDIS_STALLED_RETRY_MS,
  commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS,
}: CreateRedisRateLimiterOptions): RedisRateLimiter {
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing: the fallback counts meanwhile.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_CONNECT_WAIT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_MS),
    },
  })
  let available = true
  let closed = false
  /** Until when counts skip a Redis that stopped answering (its connection still open). */
  let stalledUntil = 0
  const unavailable = (error: unknown) => {
    if (available && !closed) onAvailabilityChange(false, error)
    available = false
  }
  // Without an 'error' listener a dropped connection would end the process.
  client.on('error', unavailable)
  client.on('ready', () => {
    if (!available) onAvailabilityChange(true)
    available = true
  })
  const connected = client.connect().then(
    () => true,
    (error: unknown) => {
      unavailable(error)
      return false
    },
  )
  let timer: NodeJS.Timeout | undefined
  const ready = Promise.race([
    connected,
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), REDIS_CONNECT_WAIT_MS)
      timer.unref()
    }),
  ]).finally(() => clearTimeout(timer))

  return {
    ready,
    async hit(key, limit, windowMs) {
      if (!client.isReady || Date.now() < stalledUntil) return fallback.hit(key, limit, windowMs)
      const time = now()
      const start = time - (time % windowMs)
      const reply = client.sendCommand([
        'EVAL',
        HIT_SCRIPT,
        '1',
        `${keyPrefix}${key}:${start}`,
        String(windowMs),
      ])
      let timer: NodeJS.Timeout | undefined
      try {
        const count = Number(
          await Promise.race([
            reply,
            new Promise<never>((_, reject) => {
              timer = setTimeout(
                () => reject(new RedisTimeoutError(commandTimeoutMs)),
                commandTimeoutMs,
              )
            }),
          ]),
        )
        if (!available) {
          // Back from a stall: the connection never dropped, so no 'ready' event tells it.
          available = true
          onAvailabilityChange(true)
        }
        return {
          allowed: count <= limit,
          remaining: Math.max(0, limit - count),
          resetMs: start + windowMs - time,
        }
      } catch (error) {
        if (error instanceof RedisTimeoutError) {
          stalledUntil = Date.now() + stalledRetryMs
          reply.catch(() => {}) // answered late or never: nobody waits for it any more
        }
        unavailable(error)
        return fallback.hit(key, limit, windowMs)
      } finally {
        clearTimeout(timer)
      }
    },
    async close() {
      closed = true
      if (client.isOpen) await client.close().catch(() => client.destroy())
      else client.destroy()
    },
  }
}

function logAvailability(available: boolean, error?: unknown) {
  if (available) {
    console.warn('[latch-server] redis: reachable again; rate limits shared again')
    return
  }
  const code = (error as { code?: unknown } | undefined)?.code
  console.warn(
    `[latch-server] redis: unreachable${typeof code === 'string' ? ` (${code})` : ''}; counting rate limits in this instance until it is back`,
  )
}

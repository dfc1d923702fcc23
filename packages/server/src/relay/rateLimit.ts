/** A token bucket: `tokens` left at `updatedAt` (ms); it refills continuously up to its burst. */
export type TokenBucket = { tokens: number; updatedAt: number }

export type TokenRate = { perSecond: number; burst: number }

export function createTokenBucket(rate: TokenRate, now: number): TokenBucket {
  return { tokens: rate.burst, updatedAt: now }
}

/**
 * Takes `cost` tokens (at most the burst, so any request can pass on a full bucket); false, and
 * nothing taken, when there are not that many yet.
 */
export function takeTokens(bucket: TokenBucket, cost: number, rate: TokenRate, now: number) {
  const elapsedMs = Math.max(0, now - bucket.updatedAt)
  bucket.tokens = Math.min(rate.burst, bucket.tokens + (elapsedMs / 1000) * rate.perSecond)
  bucket.updatedAt = now
  const needed = Math.min(cost, rate.burst)
  if (bucket.tokens < needed) return false
  bucket.tokens -= needed
  return true
}

/** What a request costs: one, or one per message of an `irn_batchPublish`. */
export function requestCost(method: string, params: unknown): number {
  if (method !== 'irn_batchPublish' || typeof params !== 'object' || params === null) return 1
  const { messages } = params as { messages?: unknown }
  return Array.isArray(messages) ? Math.max(1, messages.length) : 1
}

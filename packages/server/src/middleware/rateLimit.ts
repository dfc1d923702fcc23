import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app/types.ts'
import { HttpError } from '../validation/HttpError.ts'
import type { RateLimiter } from './rateLimiter.ts'

const WINDOW_MS = 60_000
// Generated, cacheable images: a wallet list of 10,000 entries asks for one per row, which
// would otherwise eat a project's whole budget while scrolling.
const UNLIMITED_PATHS = /^\/(getWalletImage|public\/get(Asset|Currency|Token)Image)\//

/**
 * Limits requests per project id to the project's `rateLimitPerMinute` (or `defaultPerMinute`);
 * over the limit answers 429 with `Retry-After` (seconds). Image requests are not counted.
 */
export function rateLimit(
  limiter: RateLimiter,
  defaultPerMinute: number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (UNLIMITED_PATHS.test(c.req.path)) return next()
    const project = c.get('project')
    const limit = project.rateLimitPerMinute ?? defaultPerMinute
    const result = await limiter.hit(`project:${project.id}`, limit, WINDOW_MS)
    const resetS = Math.max(1, Math.ceil(result.resetMs / 1000))
    const headers = {
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(result.remaining),
      'RateLimit-Reset': String(resetS),
    }
    if (!result.allowed) {
      throw new HttpError(
        429,
        'rate_limited',
        `Rate limit of ${limit} requests per minute exceeded for project '${project.id}'`,
        { ...headers, 'Retry-After': String(resetS) },
      )
    }
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    await next()
  }
}

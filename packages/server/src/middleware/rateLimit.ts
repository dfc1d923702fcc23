import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app/types.ts'
import { HttpError } from '../validation/HttpError.ts'
import { clientAddress, clientKey } from './clientAddress.ts'
import type { RateLimiter, RateLimitResult } from './rateLimiter.ts'

const WINDOW_MS = 60_000
/** A project's ceiling (all its clients together) is this many times its per-client limit. */
export const PROJECT_RATE_LIMIT_FACTOR = 100
// Generated, cacheable images: a wallet list of 10,000 entries asks for one per row, which
// would otherwise eat a client's whole budget while scrolling.
const UNLIMITED_PATHS = /^\/(getWalletImage|public\/get(Asset|Currency|Token)Image)\//

export type RateLimitParameters = {
  limiter: RateLimiter
  /** Requests per minute per client (IPv4 address or IPv6 /64) and project. */
  clientPerMinute: number
  /**
   * Requests per minute per project, all clients together.
   * @defaultValue PROJECT_RATE_LIMIT_FACTOR × the project's per-client limit
   */
  projectPerMinute?: number | undefined
  /** Reverse proxies in front whose `X-Forwarded-For` entries are trusted (see clientAddress). */
  trustProxy: number
}

/**
 * Limits requests per client and project to the project's `rateLimitPerMinute` (or
 * `clientPerMinute`), and per project to a much higher ceiling, so one abuser is throttled while
 * the site's other visitors are not. Over a limit answers 429 with `Retry-After` (seconds).
 * Image requests are not counted.
 */
export function rateLimit({
  limiter,
  clientPerMinute,
  projectPerMinute,
  trustProxy,
}: RateLimitParameters): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (UNLIMITED_PATHS.test(c.req.path)) return next()
    const project = c.get('project')
    const clientLimit = project.rateLimitPerMinute ?? clientPerMinute
    const projectLimit = projectPerMinute ?? clientLimit * PROJECT_RATE_LIMIT_FACTOR
    const client = clientKey(clientAddress(c, trustProxy))
    const perClient = await limiter.hit(`client:${project.id}:${client}`, clientLimit, WINDOW_MS)
    if (!perClient.allowed) {
      throw tooMany(clientLimit, perClient, `per client exceeded for project '${project.id}'`)
    }
    // Counted only for requests within their client's limit: a refused flood from one client
    // never uses up the budget of the site's other visitors.
    const perProject = await limiter.hit(`project:${project.id}`, projectLimit, WINDOW_MS)
    if (!perProject.allowed) {
      throw tooMany(projectLimit, perProject, `exceeded for project '${project.id}' (all clients)`)
    }
    const headers = rateLimitHeaders(clientLimit, {
      remaining: Math.min(perClient.remaining, perProject.remaining),
      resetMs: Math.max(perClient.resetMs, perProject.resetMs),
    })
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    await next()
  }
}

function tooMany(limit: number, result: RateLimitResult, what: string): HttpError {
  const headers = rateLimitHeaders(limit, result)
  return new HttpError(429, 'rate_limited', `Rate limit of ${limit} requests per minute ${what}`, {
    ...headers,
    'Retry-After': headers['RateLimit-Reset'],
  })
}

function rateLimitHeaders(limit: number, { remaining, resetMs }: Omit<RateLimitResult, 'allowed'>) {
  return {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': String(Math.max(1, Math.ceil(resetMs / 1000))),
  }
}

import { isOriginAllowed } from '@latch/core'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app/types.ts'
import type { Project } from '../projects/types.ts'
import { HttpError } from '../validation/HttpError.ts'

const PREFLIGHT_MAX_AGE_S = 600
const EXPOSED_HEADERS = 'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset'
/**
 * Readable from any origin: the allowlist is what a page on a disallowed origin needs to learn
 * that it is disallowed (SPEC §6: "Invalid App Configuration"); a failed fetch would read as "no
 * list" and skip the check.
 */
const OPEN_PATHS = new Set(['/projects/v1/origins'])

/**
 * Adds CORS headers to the answer when the request's Origin is allowed by the project.
 * Must run before `requireProject`, so it also sees that middleware's errors: answers about a
 * missing or unknown project echo the origin (there is no allowlist to check yet, and the kit has
 * to read them to show "Invalid App Configuration"). A known project with a disallowed origin gets
 * no CORS headers, except on OPEN_PATHS.
 */
export function corsHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    // Every answer depends on the Origin (allowed, refused or absent): a cache must not hand one
    // origin's answer to another.
    c.header('Vary', 'Origin', { append: true })
    const origin = c.req.header('Origin')
    if (!origin) return
    // Unset when requireProject refused the request.
    const project = c.get('project') as Project | undefined
    const allowed = project
      ? isOriginAllowed(origin, project.allowedOrigins) || OPEN_PATHS.has(c.req.path)
      : c.res.status >= 400
    if (!allowed) return
    c.header('Access-Control-Allow-Origin', origin)
    c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS)
  }
}

/** Answers CORS preflight requests (OPTIONS) once the project is known. */
export function preflight(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS') return next()
    const origin = c.req.header('Origin')
    const open = OPEN_PATHS.has(c.req.path)
    if (!origin || !(open || isOriginAllowed(origin, c.get('project').allowedOrigins))) {
      throw new HttpError(403, 'origin_not_allowed', 'Unauthorized: origin not allowed')
    }
    c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    c.header(
      'Access-Control-Allow-Headers',
      c.req.header('Access-Control-Request-Headers') ?? 'Content-Type',
    )
    c.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S))
    return c.body(null, 204)
  }
}

import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { type ChainRegistry, createChainRegistry } from '../chain/createChainRegistry.ts'
import { DbUnavailableError } from '../db/DbUnavailableError.ts'
import type { Db } from '../db/db.ts'
import { clientAddress, clientKey } from '../middleware/clientAddress.ts'
import { createMemoryRateLimiter, type RateLimiter } from '../middleware/rateLimiter.ts'
import { setResponseHeaders } from '../middleware/responseHeaders.ts'
import { createProjectCache, type ProjectLookup } from '../projects/createProjectCache.ts'
import { createSolanaRegistry, type SolanaChainRegistry } from '../solana/createSolanaRegistry.ts'
import {
  EMBEDDED_DEVICE_POLL_MS,
  EMBEDDED_DEVICE_WAIT_MS,
  EMBEDDED_MAX_BODY_BYTES,
  EMBEDDED_REQUESTS_PER_MINUTE,
} from './constants.ts'
import { EmbeddedError, rateLimited } from './EmbeddedError.ts'
import { embeddedRoutes } from './embeddedRoutes.ts'
import type { FarcasterConfig } from './farcasterConfig.ts'
import { farcasterRoutes } from './farcasterRoutes.ts'
import { framePageRoutes } from './framePage.ts'
import type { Mailer } from './mailer.ts'
import { passkeyRoutes } from './passkeyRoutes.ts'
import { sessionFrameRoutes } from './sessionRoutes.ts'
import type { ShareKeys } from './shareCipher.ts'
import type { SocialConfig } from './socialConfig.ts'
import { socialProviders } from './socialProvider.ts'
import { SOCIAL_PUBLIC_PATHS, socialRoutes } from './socialRoutes.ts'
import type { FrameEnv } from './types.ts'

export type CreateFrameAppOptions = {
  /** A migrated database. */
  db: Db
  /** The built frame: `index.html`, `frame.js` … */
  dir: string
  /** The two share keys (see loadShareKeys). */
  keys: ShareKeys
  /** The frame origin as visitors reach it, e.g. `http://localhost:8788` (device links). */
  publicUrl: string | (() => string)
  /** Sends the login mails; without one, `/email/start` answers 503 `mail_unavailable`. */
  mailer?: Mailer | undefined
  /** @defaultValue a cache over `db` */
  projects?: ProjectLookup | undefined
  /** The networks of the frame's boot config. @defaultValue none */
  chains?: ChainRegistry | undefined
  solanaChains?: SolanaChainRegistry | undefined
  /** @defaultValue a new in-memory limiter */
  rateLimiter?: RateLimiter | undefined
  /** Requests per minute per client to the whole frame origin. @defaultValue 300 */
  requestsPerMinute?: number | undefined
  /** Reverse proxies in front (see clientAddress). @defaultValue 0 */
  trustProxy?: number | undefined
  /** The clock, for tests. @defaultValue Date.now */
  now?: (() => number) | undefined
  /** Longest `/device/wait`. @defaultValue 25000 */
  deviceWaitMs?: number | undefined
  /** Social login providers (`social` of the config); none: `/social/start` answers 400. */
  social?: SocialConfig | undefined
  /** Farcaster's relay and registry (`farcaster` of the config); none: `/farcaster/start` answers 400. */
  farcaster?: FarcasterConfig | undefined
}

/** The frame origin's app and how to end its long polls. */
export type FrameApp = {
  app: Hono<FrameEnv>
  /** Ends waiting `/device/wait` calls (they answer `{ approved: false }`). */
  close(): void
}

/**
 * The frame origin (issue P9): the frame page and files, and the embedded wallet's API
 * `/embedded/v1/*`, as a Hono app for the server's second listener.
 * @example
 * const { app } = createFrameApp({ db, dir, keys, publicUrl: 'http://localhost:8788' })
 */
export function createFrameApp(options: CreateFrameAppOptions): FrameApp {
  const closing = new AbortController()
  const projects = options.projects ?? createProjectCache(options.db, 5_000)
  const publicUrl = options.publicUrl
  const trustProxy = options.trustProxy ?? 0
  const limiter = options.rateLimiter ?? createMemoryRateLimiter()
  const perMinute = options.requestsPerMinute ?? EMBEDDED_REQUESTS_PER_MINUTE
  const app = new Hono<FrameEnv>()
  app.onError((error, c) => {
    if (error instanceof EmbeddedError) {
      return c.json(error.toBody(), error.status, error.headers())
    }
    if (error instanceof DbUnavailableError) {
      return c.json(
        {
          error: {
            code: 'database_unavailable',
            message: 'The database is unavailable; retry shortly',
          },
        },
        503,
        { 'Retry-After': '2' },
      )
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { error: { code: 'invalid_request', message: error.message || 'Request refused' } },
        error.status,
      )
    }
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    console.error(
      `[latch-server] frame 500 ${c.req.method} ${JSON.stringify(c.req.path.slice(0, 200))}: ${text.slice(0, 2_000)}`,
    )
    return c.json({ error: { code: 'internal_error', message: 'Internal server error' } }, 500)
  })
  app.notFound((c) =>
    c.json(
      { error: { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` } },
      404,
    ),
  )
  // nosniff, no-store unless the route caches, and no page's CSP / referrer unless the route
  // set its own (the frame page frames only into the project's origins).
  app.use('*', async (c, next) => {
    await next()
    setResponseHeaders(c)
  })
  app.use('*', async (c, next) => {
    const client = clientKey(clientAddress(c, trustProxy))
    const result = await limiter.hit(`frame:${client}`, perMinute, 60_000)
    if (!result.allowed) {
      throw rateLimited(`At most ${perMinute} requests per minute`, result.resetMs)
    }
    await next()
  })
  app.use('/embedded/v1/*', sameOriginOnly(publicUrl))
  app.use('/embedded/v1/*', bodyLimit({ maxSize: EMBEDDED_MAX_BODY_BYTES }))
  app.use('/embedded/v1/*', requireProjectHeader(projects))
  const deps = {
    db: options.db,
    projects,
    mailer: options.mailer,
    keys: options.keys,
    now: options.now ?? Date.now,
    publicUrl: typeof publicUrl === 'function' ? publicUrl : () => publicUrl,
    deviceWaitMs: options.deviceWaitMs ?? EMBEDDED_DEVICE_WAIT_MS,
    devicePollMs: EMBEDDED_DEVICE_POLL_MS,
    trustProxy,
    closing: closing.signal,
  }
  app.route('/', embeddedRoutes(deps))
  app.route(
    '/',
    socialRoutes({ ...deps, social: options.social, providers: socialProviders(deps.now) }),
  )
  app.route('/', passkeyRoutes(deps))
  app.route('/', sessionFrameRoutes({ ...deps, chains: options.chains ?? createChainRegistry([]) }))
  app.route('/', farcasterRoutes({ ...deps, farcaster: options.farcaster }))
  app.route(
    '/',
    framePageRoutes({
      dir: options.dir,
      projects,
      chains: options.chains ?? createChainRegistry([]),
      solanaChains: options.solanaChains ?? createSolanaRegistry([]),
    }),
  )
  return { app, close: () => closing.abort() }
}

/** The device-approval link is opened from a mail: no project header, no Origin. */
const APPROVE_PATH = '/embedded/v1/device/approve'

/** Opened by a browser itself (a mail's link, the social popup): no project header. */
function isPublicPath(path: string): boolean {
  return path === APPROVE_PATH || SOCIAL_PUBLIC_PATHS.includes(path)
}

/**
 * The API answers the frame only: a browser request from another origin (its `Origin` header)
 * is refused with 403, so no other page can drive it with a visitor's cookies or network.
 */
function sameOriginOnly(publicUrl: string | (() => string)): MiddlewareHandler<FrameEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin')
    if (origin !== undefined && !isPublicPath(c.req.path)) {
      const own = new URL(typeof publicUrl === 'function' ? publicUrl() : publicUrl).origin
      if (origin !== own) {
        throw new EmbeddedError(
          403,
          'origin_not_allowed',
          'Only the wallet frame may call this API',
        )
      }
    }
    await next()
  }
}

const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/

/** `X-Latch-Project` names a known project (403 otherwise); not on the approval link. */
function requireProjectHeader(projects: ProjectLookup): MiddlewareHandler<FrameEnv> {
  return async (c: Context<FrameEnv>, next) => {
    if (isPublicPath(c.req.path)) return next()
    const id = c.req.header('X-Latch-Project') ?? ''
    if (id === '') {
      throw new EmbeddedError(403, 'missing_project', 'The X-Latch-Project header is required')
    }
    const project = PROJECT_ID.test(id) ? await projects(id) : undefined
    if (!project) throw new EmbeddedError(403, 'unknown_project', 'Unknown project')
    c.set('project', project)
    await next()
  }
}

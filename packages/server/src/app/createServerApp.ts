import { DEFAULT_ACCOUNT_NAME_ZONE } from '@latch/core'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { type AuthOptions, resolveAuthOptions } from '../auth/options.ts'
import { createSigningKeys } from '../auth/signingKeys.ts'
import { type ChainRegistry, createChainRegistry } from '../chain/createChainRegistry.ts'
import { DEFAULT_PRICES } from '../chain/prices.ts'
import type { ChainConfig, PriceTable } from '../chain/types.ts'
import type { Db } from '../db/db.ts'
import { defaultDirectory } from '../directory/loadDirectory.ts'
import type { Directory } from '../directory/types.ts'
import { corsHeaders, preflight } from '../middleware/cors.ts'
import { handleError, handleNotFound } from '../middleware/handleError.ts'
import { rateLimit } from '../middleware/rateLimit.ts'
import { createMemoryRateLimiter, type RateLimiter } from '../middleware/rateLimiter.ts'
import { requireProject } from '../middleware/requireProject.ts'
import { responseHeaders } from '../middleware/responseHeaders.ts'
import { createNameService } from '../names/createNameService.ts'
import type { NamesConfig } from '../names/namesConfig.ts'
import { createNftMetadataReader } from '../nfts/createNftMetadataReader.ts'
import { createOnrampService } from '../onramp/createOnrampService.ts'
import type { OnrampConfig } from '../onramp/types.ts'
import { createProjectCache } from '../projects/createProjectCache.ts'
import type { ServerOffer } from '../projects/remoteFeatures.ts'
import { accountNameRoutes } from '../routes/accountNames.ts'
import { analyticsRoutes } from '../routes/analytics.ts'
import { authRoutes } from '../routes/auth.ts'
import { balanceRoutes } from '../routes/balance.ts'
import { convertRoutes } from '../routes/convert.ts'
import { directoryRoutes } from '../routes/directory.ts'
import { historyRoutes } from '../routes/history.ts'
import { identityRoutes } from '../routes/identity.ts'
import { imageRoutes } from '../routes/images.ts'
import { nftRoutes } from '../routes/nfts.ts'
import { onrampRoutes } from '../routes/onramp.ts'
import { priceRoutes } from '../routes/price.ts'
import { profileRoutes } from '../routes/profile.ts'
import { projectConfigRoutes } from '../routes/projectConfig.ts'
import { rpcRoutes } from '../routes/rpc.ts'
import { sessionRoutes } from '../routes/sessions.ts'
import { supportedChainsRoutes } from '../routes/supportedChains.ts'
import { createSolanaRegistry } from '../solana/createSolanaRegistry.ts'
import type { SolanaChainConfig } from '../solana/types.ts'
import type { AppDeps, AppEnv } from './types.ts'

/** Requests per minute per client (IP) and project when the project sets no limit of its own. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600
const MAX_BODY_BYTES = 64 * 1024

export type CreateServerAppOptions = {
  /** A migrated database (see `openDb`). */
  db: Db
  /** @defaultValue the curated directory of data/wallets.json */
  directory?: Directory | undefined
  /** Chains of the blockchain API, as config or an already built registry. @defaultValue [] */
  chains?: readonly ChainConfig[] | ChainRegistry | undefined
  /** Solana clusters the balance API reads (SOL and SPL tokens). @defaultValue [] */
  solanaChains?: readonly SolanaChainConfig[] | undefined
  /** USD prices by symbol. @defaultValue DEFAULT_PRICES */
  prices?: PriceTable | undefined
  /** @defaultValue an in-memory fixed-window limiter (per process, bounded memory) */
  rateLimiter?: RateLimiter | undefined
  /**
   * Requests per minute per client (IPv4 address, IPv6 /64) and project, for projects without
   * their own `rateLimitPerMinute`. @defaultValue 600
   */
  rateLimitPerMinute?: number | undefined
  /**
   * Requests per minute per project, all clients together.
   * @defaultValue 100 × the project's per-client limit (PROJECT_RATE_LIMIT_FACTOR)
   */
  projectRateLimitPerMinute?: number | undefined
  /**
   * Reverse proxies in front of the server whose `X-Forwarded-For` entries name the client. 0:
   * the socket's address is the client, the header is ignored. @defaultValue 0
   */
  trustProxy?: number | undefined
  /** How long project lookups are cached per process. @defaultValue 5000 */
  projectCacheTtlMs?: number | undefined
  /**
   * Base URL for absolute links in answers (image URLs).
   * @defaultValue the address the request reached the server on (never the Host header)
   */
  publicUrl?: string | undefined
  /** How long identity and profile lookups are cached per process. @defaultValue 10000 */
  nameCacheTtlMs?: number | undefined
  /**
   * Account-name registration (`POST /v1/profile/account`): the zone and the registrar's key.
   * @defaultValue none: zone 'latch' for suggestions, registration answers 501
   */
  names?: NamesConfig | undefined
  /** Sign-in (`/auth/v1/…`): nonce and session lifetimes, clock skew. @defaultValue {} */
  auth?: AuthOptions | undefined
  /** On-ramp providers (`/v1/onramp/*`). @defaultValue none: SPEC §7's fallbacks only */
  onramp?: OnrampConfig | undefined
  /**
   * What this server offers beyond the projects' settings (the social logins its frame has
   * configured; `startServer` fills it in). @defaultValue unknown: the lists as configured
   */
  offer?: ServerOffer | undefined
}

/**
 * Builds the Latch server as a Hono app (no listening socket): use `app.fetch` / `app.request()`
 * in tests, or `startServer` to serve it.
 * @example
 * const app = createServerApp({ db: await openDb() })
 * await app.request('/getWallets?projectId=latch-dev-project')
 */
export function createServerApp(options: CreateServerAppOptions): Hono<AppEnv> {
  const chains =
    options.chains && 'list' in options.chains
      ? options.chains
      : createChainRegistry((options.chains as readonly ChainConfig[] | undefined) ?? [])
  const deps: AppDeps = {
    db: options.db,
    directory: options.directory ?? defaultDirectory(),
    chains,
    solanaChains: createSolanaRegistry(options.solanaChains ?? []),
    prices: options.prices ?? DEFAULT_PRICES,
    projects: createProjectCache(options.db, options.projectCacheTtlMs ?? 5_000),
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter(),
    rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    publicUrl: options.publicUrl,
    names: createNameService({ chains, cacheTtlMs: options.nameCacheTtlMs }),
    namesConfig: options.names ?? { zone: DEFAULT_ACCOUNT_NAME_ZONE },
    trustProxy: options.trustProxy ?? 0,
    nftMetadata: createNftMetadataReader(),
    auth: { options: resolveAuthOptions(options.auth), keys: createSigningKeys(options.db) },
    onramp: createOnrampService({
      config: options.onramp,
      chains,
      prices: options.prices ?? DEFAULT_PRICES,
    }),
  }
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.notFound(handleNotFound)
  app.use('*', responseHeaders())
  // Before the project check: load balancers and `npm start` probe it without a project id.
  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.use('*', corsHeaders())
  // Before requireProject, which may read a JSON body for its projectId.
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES }))
  app.use('*', requireProject(deps.projects))
  app.use('*', preflight())
  app.use(
    '*',
    rateLimit({
      limiter: deps.rateLimiter,
      clientPerMinute: deps.rateLimitPerMinute,
      projectPerMinute: options.projectRateLimitPerMinute,
      trustProxy: options.trustProxy ?? 0,
    }),
  )
  for (const routes of [
    directoryRoutes(deps),
    imageRoutes(deps),
    projectConfigRoutes(options.offer),
    analyticsRoutes(deps),
    supportedChainsRoutes(deps),
    balanceRoutes(deps),
    priceRoutes(deps),
    convertRoutes(deps),
    identityRoutes(deps),
    profileRoutes(deps),
    accountNameRoutes(deps),
    historyRoutes(deps),
    nftRoutes(deps),
    authRoutes(deps),
    onrampRoutes(deps),
    sessionRoutes(deps),
    rpcRoutes(deps),
  ]) {
    app.route('/', routes)
  }
  return app
}

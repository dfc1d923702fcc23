import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { DEFAULT_SOCIALS, type Social } from '@latch/core/api'
import type { AuthOptions } from '../auth/options.ts'
import { createChainRegistry } from '../chain/createChainRegistry.ts'
import { DEFAULT_PRICES } from '../chain/prices.ts'
import type { EmbeddedWalletConfig, FrameConfig, ServerConfig } from '../config/types.ts'
import { DbUnavailableError } from '../db/DbUnavailableError.ts'
import type { Db } from '../db/db.ts'
import { holdLease, type Lease } from '../db/lease.ts'
import { migrate } from '../db/migrate.ts'
import { openDb } from '../db/openDb.ts'
import { loadDirectory } from '../directory/loadDirectory.ts'
import type { Directory } from '../directory/types.ts'
import { createFrameApp, type FrameApp } from '../embedded/createFrameApp.ts'
import { defaultFrameDir } from '../embedded/defaultFrameDir.ts'
import { createSmtpMailer, type Mailer } from '../embedded/mailer.ts'
import { loadShareKeys } from '../embedded/shareCipher.ts'
import { DEFAULT_POLL_INTERVAL_MS, type Indexer, startIndexer } from '../indexer/startIndexer.ts'
import {
  createRedisRateLimiter,
  type RedisRateLimiter,
} from '../middleware/createRedisRateLimiter.ts'
import type { RateLimiter } from '../middleware/rateLimiter.ts'
import { createProjectCache } from '../projects/createProjectCache.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { createPostgresRelayStore } from '../relay/createPostgresRelayStore.ts'
import { type CreateRelayOptions, createRelay, type Relay } from '../relay/createRelay.ts'
import type { RelayStore } from '../relay/types.ts'
import { createSolanaRegistry } from '../solana/createSolanaRegistry.ts'
import { createServerApp, DEFAULT_RATE_LIMIT_PER_MINUTE } from './createServerApp.ts'

export type StartServerOptions = Partial<
  Omit<ServerConfig, 'directory' | 'indexer' | 'frame' | 'embeddedWallet'>
> & {
  /** A directory source (`default`, `synthetic:N`, a JSON path) or a loaded directory. */
  directory?: string | Directory | undefined
  indexer?: Partial<ServerConfig['indexer']> | undefined
  /** Use this database instead of opening one (it is migrated, and not closed by `stop`). */
  db?: Db | undefined
  /**
   * Counts requests for the rate limits.
   * @defaultValue shared in Redis with `redisUrl`, else in this process's memory
   */
  rateLimiter?: RateLimiter | undefined
  /**
   * How long a rate-limit count waits for Redis (with `redisUrl`) before this instance counts
   * alone. @defaultValue 500
   */
  redisCommandTimeoutMs?: number | undefined
  /**
   * WalletConnect relay options, or `false` for no relay. @defaultValue a relay whose messages are
   * in PostgreSQL with `databaseUrl` (shared by every instance on it), else in memory
   */
  relay?: CreateRelayOptions | false | undefined
  /** Sign-in settings (`/auth/v1/…`). @defaultValue {} */
  auth?: AuthOptions | undefined
  /**
   * The frame origin (embedded wallet page and `/embedded/v1/*`) as a second listener, or
   * `false`/absent for none (the CLI starts it at localhost:8788).
   */
  frame?: (Partial<FrameConfig> & { port: number }) | false | undefined
  /** Share keys and, for tests, a mailer, clock and wait. */
  embeddedWallet?:
    | (EmbeddedWalletConfig & {
        /** Sends the login mails instead of an SMTP mailer from `mail`. */
        mailer?: Mailer | undefined
        now?: (() => number) | undefined
        deviceWaitMs?: number | undefined
      })
    | undefined
}

/** A listening server. */
export type RunningServer = {
  /** e.g. `http://127.0.0.1:8787` */
  url: string
  /** e.g. `ws://127.0.0.1:8787` (the same port); `undefined` when started with `relay: false` */
  relayUrl: string | undefined
  /** Open relay sockets now (0 without a relay). */
  readonly relaySockets: number
  /** e.g. `http://localhost:8788`; `undefined` without a frame listener */
  frameUrl: string | undefined
  /** Stops the indexer, closes the socket and the database it opened. */
  stop: () => Promise<void>
}

/**
 * The social logins this server's frame can run, in SPEC §9's order: its configured providers,
 * and farcaster with a relay; undefined when it serves no frame.
 */
function offeredSocials(options: StartServerOptions): Social[] | undefined {
  if (!options.frame) return undefined
  const providers = options.social?.providers ?? {}
  return DEFAULT_SOCIALS.filter((social) =>
    social === 'farcaster' ? Boolean(options.farcaster) : Boolean(providers[social]),
  )
}

/**
 * Opens the database (migrating it), seeds configured projects, starts the indexer for the
 * configured chains and serves the app over HTTP.
 * @example
 * const server = await startServer({ port: 0 }) // in-memory PGlite, no chains
 * await fetch(`${server.url}/health`)
 * await server.stop()
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { host = '127.0.0.1', port = 8787, chains: chainConfigs = [] } = options
  const db =
    options.db ?? (await openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }))
  const ownsDb = !options.db
  let indexer: Indexer | undefined
  let lease: Lease | undefined
  let redisLimiter: RedisRateLimiter | undefined
  let relayStore: RelayStore | undefined
  let relay: Relay | undefined
  let frame: { app: FrameApp; server: ReturnType<typeof serve>; mailer?: Mailer } | undefined
  let mainServer: ReturnType<typeof serve> | undefined
  try {
    if (!ownsDb) await migrate(db)
    for (const project of options.projects ?? []) await upsertProject(db, project)
    if (!options.rateLimiter && options.redisUrl) {
      redisLimiter = createRedisRateLimiter({
        url: options.redisUrl,
        commandTimeoutMs: options.redisCommandTimeoutMs,
      })
      await redisLimiter.ready // without Redis it starts counting in memory, and reconnects
    }
    const rateLimiter = options.rateLimiter ?? redisLimiter
    const directory =
      typeof options.directory === 'object'
        ? options.directory
        : await loadDirectory(options.directory)
    const chains = createChainRegistry(chainConfigs)
    const app = createServerApp({
      db,
      directory,
      chains,
      solanaChains: options.solanaChains,
      prices: options.prices ?? DEFAULT_PRICES,
      rateLimiter,
      rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
      projectRateLimitPerMinute: options.projectRateLimitPerMinute,
      trustProxy: options.trustProxy,
      projectCacheTtlMs: options.projectCacheTtlMs,
      publicUrl: options.publicUrl,
      auth: options.auth,
      onramp: options.onramp,
      names: options.names,
      offer: { socials: offeredSocials(options) },
    })
    if ((options.indexer?.enabled ?? true) && chains.list.length > 0) {
      // On PostgreSQL several instances may share the database: one indexes at a time.
      if (db.kind === 'postgres') lease = await holdLease({ db, name: 'indexer' })
      indexer = await startIndexer({
        db,
        chains,
        pollIntervalMs: options.indexer?.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
        lease,
      })
    }
    if (
      options.relay !== false &&
      !options.relay?.store &&
      options.databaseUrl &&
      db.kind === 'postgres'
    ) {
      relayStore = await createPostgresRelayStore({
        db,
        connectionString: options.databaseUrl,
      })
    }
    const server = serve({ fetch: app.fetch, hostname: host, port })
    mainServer = server
    relay =
      options.relay === false
        ? undefined
        : createRelay({
            ...options.relay,
            trustProxy: options.relay?.trustProxy ?? options.trustProxy,
            maxSocketsPerIp: options.relay?.maxSocketsPerIp ?? options.relayMaxSocketsPerIp,
            store: options.relay?.store ?? relayStore,
            onError: options.relay?.onError ?? logRelayError,
          })
    relay?.attach(server)
    const address = await new Promise<AddressInfo>((resolve, reject) => {
      server.once('listening', () => resolve(server.address() as AddressInfo))
      server.once('error', reject)
    })
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
    let frameUrl: string | undefined
    if (options.frame) {
      const settings = options.frame
      const embedded = options.embeddedWallet ?? {}
      const keys = await loadShareKeys({
        shareKey: embedded.shareKey,
        recoveryKey: embedded.recoveryKey,
        keyFile:
          embedded.keyFile ??
          (options.dataDir ? join(options.dataDir, 'latch-embedded-wallet-keys.json') : undefined),
      })
      const mailer = embedded.mailer ?? (options.mail ? createSmtpMailer(options.mail) : undefined)
      const frameHost = settings.host ?? 'localhost'
      let publicUrl = settings.publicUrl
      const app = createFrameApp({
        db,
        dir: settings.dir ?? defaultFrameDir(),
        keys,
        mailer,
        publicUrl: () => publicUrl ?? '',
        projects: createProjectCache(db, options.projectCacheTtlMs ?? 5_000),
        chains,
        solanaChains: createSolanaRegistry(options.solanaChains ?? []),
        rateLimiter,
        trustProxy: options.trustProxy,
        now: embedded.now,
        deviceWaitMs: embedded.deviceWaitMs,
        social: options.social,
        farcaster: options.farcaster,
      })
      const frameServer = serve({ fetch: app.app.fetch, hostname: frameHost, port: settings.port })
      frame = { app, server: frameServer, ...(mailer && !embedded.mailer && { mailer }) }
      const frameAddress = await listening(frameServer)
      publicUrl ??= `http://${frameHost.includes(':') ? `[${frameHost}]` : frameHost}:${frameAddress.port}`
      frameUrl = publicUrl.replace(/\/$/, '')
    }
    let stopped: Promise<void> | undefined
    return {
      url: `http://${shownHost}:${address.port}`,
      relayUrl: options.relay === false ? undefined : `ws://${shownHost}:${address.port}`,
      get relaySockets() {
        return relay?.socketCount ?? 0
      },
      frameUrl,
      stop: () => {
        stopped ??= (async () => {
          await stopFrame(frame)
          await indexer?.stop()
          await lease?.stop()
          await relay?.close() // upgraded sockets are not closed by server.close()
          await relayStore?.close()
          await new Promise<void>((resolve) => {
            server.close(() => resolve())
            if ('closeAllConnections' in server) server.closeAllConnections()
          })
          await redisLimiter?.close()
          if (ownsDb) await db.close()
        })()
        return stopped
      },
    }
  } catch (error) {
    await stopFrame(frame)
    if (mainServer?.listening)
      await new Promise<void>((resolve) => mainServer?.close(() => resolve()))
    await indexer?.stop()
    await lease?.stop()
    await relay?.close()
    await relayStore?.close()
    await redisLimiter?.close()
    if (ownsDb) await db.close()
    throw error
  }
}

/** The relay's unexpected failures; a database outage is already told once by the database. */
function logRelayError(error: unknown): void {
  if (error instanceof DbUnavailableError) return
  console.error('[latch-server] relay:', error)
}

function listening(server: ReturnType<typeof serve>): Promise<AddressInfo> {
  return new Promise<AddressInfo>((resolve, reject) => {
    if (server.listening) {
      resolve(server.address() as AddressInfo)
      return
    }
    server.once('listening', () => resolve(server.address() as AddressInfo))
    server.once('error', reject)
  })
}

async function stopFrame(
  frame: { app: FrameApp; server: ReturnType<typeof serve>; mailer?: Mailer } | undefined,
): Promise<void> {
  if (!frame) return
  // Waiting `/device/wait` calls answer `{ approved: false }` first; what still runs after a
  // short grace is cut.
  frame.app.close()
  frame.mailer?.close()
  const { server } = frame
  await new Promise<void>((resolve) => {
    if (!server.listening) {
      resolve()
      return
    }
    const timer = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, FRAME_STOP_GRACE_MS)
    server.close(() => {
      clearTimeout(timer)
      resolve()
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
}

/** How long stop lets the frame listener's requests finish (long polls end at once). */
const FRAME_STOP_GRACE_MS = 2_000

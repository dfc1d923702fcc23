import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { DEFAULT_PRICES } from '../chain/prices.ts'
import { checkFarcasterConfig } from '../embedded/farcasterConfig.ts'
import { checkSocialConfig } from '../embedded/socialConfig.ts'
import { DEFAULT_POLL_INTERVAL_MS } from '../indexer/startIndexer.ts'
import { namesConfigFrom } from '../names/namesConfig.ts'
import { checkOnrampConfig } from '../onramp/checkOnrampConfig.ts'
import { parseRpcUrls, parseSolanaRpcUrls } from './parseRpcUrls.ts'
import type { ServerConfig, ServerConfigFile } from './types.ts'

/** Where the CLI keeps its PGlite database unless told otherwise (relative to the cwd). */
export const DEFAULT_DATA_DIR = '.latch/server/pglite'
/** `LATCH_DATA_DIR` value that keeps the database in memory. */
export const IN_MEMORY = ':memory:'

export type LoadConfigParameters = {
  env?: Record<string, string | undefined>
  /** Path of a JSON config file. */
  configPath?: string | undefined
  /** Command-line overrides (highest precedence). */
  overrides?: Partial<Pick<ServerConfig, 'host' | 'port'>> & {
    framePort?: number | undefined
    frameHost?: string | undefined
  }
  cwd?: string
}

/**
 * Resolves the CLI's configuration: defaults (no chains, PGlite under .latch/), then the config
 * file, then environment variables, then command-line flags.
 */
export async function loadConfig({
  env = process.env,
  configPath,
  overrides = {},
  cwd = process.cwd(),
}: LoadConfigParameters = {}): Promise<ServerConfig> {
  const file: ServerConfigFile = configPath
    ? JSON.parse(await readFile(resolve(cwd, configPath), 'utf8'))
    : {}
  const dataDir = env.LATCH_DATA_DIR ?? file.dataDir ?? DEFAULT_DATA_DIR
  const config: ServerConfig = {
    host: overrides.host ?? env.LATCH_SERVER_HOST ?? file.host ?? '127.0.0.1',
    port:
      overrides.port ?? numberFrom(env.LATCH_SERVER_PORT, 'LATCH_SERVER_PORT') ?? file.port ?? 8787,
    databaseUrl: env.DATABASE_URL || file.databaseUrl || undefined,
    redisUrl: env.LATCH_REDIS_URL || file.redisUrl || undefined,
    dataDir: dataDir === IN_MEMORY ? undefined : resolve(cwd, dataDir),
    publicUrl: publicUrlFrom(env.LATCH_PUBLIC_URL || file.publicUrl || undefined),
    directory: env.LATCH_DIRECTORY ?? file.directory ?? 'default',
    // No chains unless told: `npm start` passes the file the devnet writes (--server-config).
    chains:
      env.LATCH_RPC_URLS !== undefined ? parseRpcUrls(env.LATCH_RPC_URLS) : (file.chains ?? []),
    solanaChains:
      env.LATCH_SOLANA_RPC_URLS !== undefined
        ? parseSolanaRpcUrls(env.LATCH_SOLANA_RPC_URLS)
        : (file.solanaChains ?? []),
    prices: { ...DEFAULT_PRICES, ...file.prices },
    rateLimitPerMinute:
      numberFrom(env.LATCH_RATE_LIMIT_PER_MINUTE, 'LATCH_RATE_LIMIT_PER_MINUTE') ??
      file.rateLimitPerMinute ??
      600,
    projectRateLimitPerMinute:
      numberFrom(env.LATCH_PROJECT_RATE_LIMIT_PER_MINUTE, 'LATCH_PROJECT_RATE_LIMIT_PER_MINUTE') ??
      file.projectRateLimitPerMinute,
    trustProxy: numberFrom(env.LATCH_TRUST_PROXY, 'LATCH_TRUST_PROXY') ?? file.trustProxy ?? 0,
    projectCacheTtlMs: file.projectCacheTtlMs ?? 5_000,
    projects: file.projects ?? [],
    onramp: file.onramp === undefined ? undefined : checkOnrampConfig(file.onramp),
    names: namesConfigFrom(file.names, env),
    relayEnabled: file.relayEnabled ?? true,
    relayMaxSocketsPerIp:
      numberFrom(env.LATCH_RELAY_MAX_SOCKETS_PER_IP, 'LATCH_RELAY_MAX_SOCKETS_PER_IP') ??
      file.relayMaxSocketsPerIp,
    frame: false,
    mail: undefined,
    embeddedWallet: {},
    social: file.social === undefined ? undefined : checkSocialConfig(file.social),
    farcaster: file.farcaster === undefined ? undefined : checkFarcasterConfig(file.farcaster),
    indexer: {
      enabled: env.LATCH_INDEXER ? env.LATCH_INDEXER !== 'off' : (file.indexer?.enabled ?? true),
      pollIntervalMs:
        numberFrom(env.LATCH_INDEXER_POLL_MS, 'LATCH_INDEXER_POLL_MS') ??
        file.indexer?.pollIntervalMs ??
        DEFAULT_POLL_INTERVAL_MS,
    },
  }
  for (const chain of config.chains) {
    if (
      !Number.isSafeInteger(chain.chainId) ||
      chain.chainId <= 0 ||
      typeof chain.rpcUrl !== 'string'
    ) {
      throw new Error(
        `each chain needs a positive integer chainId and an rpcUrl: ${JSON.stringify(chain)}`,
      )
    }
    const addresses = [chain.nameRegistry ?? ZERO, ...(chain.spamContracts ?? [])]
    if (!Array.isArray(chain.spamContracts ?? []) || !addresses.every(isAddressText)) {
      throw new Error(
        `chain ${chain.chainId}: nameRegistry and spamContracts must be 0x + 40 hex addresses`,
      )
    }
    if (chain.swaps !== undefined) checkSwaps(chain)
    if (chain.bundlerUrl !== undefined && !isHttpUrl(chain.bundlerUrl)) {
      throw new Error(`chain ${chain.chainId}: bundlerUrl must be an http(s) URL`)
    }
  }
  config.frame = frameFrom(file.frame, env, overrides, cwd)
  config.mail = mailFrom(file.mail, env)
  config.embeddedWallet = {
    shareKey: env.LATCH_EMBEDDED_SHARE_KEY || file.embeddedWallet?.shareKey,
    recoveryKey: env.LATCH_EMBEDDED_RECOVERY_KEY || file.embeddedWallet?.recoveryKey,
    keyFile:
      file.embeddedWallet?.keyFile === undefined
        ? undefined
        : resolve(cwd, file.embeddedWallet.keyFile),
  }
  if (env.LATCH_RELAY) config.relayEnabled = !['0', 'off', 'false'].includes(env.LATCH_RELAY)
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65_535) {
    throw new Error(`port must be 0-65535, got ${config.port}`)
  }
  for (const name of [
    'rateLimitPerMinute',
    'projectRateLimitPerMinute',
    'relayMaxSocketsPerIp',
  ] as const) {
    const value = config[name]
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 1)) {
      throw new Error(`${name} must be a whole number of at least 1, got ${value}`)
    }
  }
  if (!Number.isSafeInteger(config.trustProxy) || config.trustProxy < 0) {
    throw new Error(
      `trustProxy must be a whole number of proxies (0: none), got ${config.trustProxy}`,
    )
  }
  return config
}

const ZERO = '0x0000000000000000000000000000000000000000'

function isHttpUrl(value: unknown): boolean {
  return (
    typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
  )
}

/** The frame listener: on at localhost:8788 unless the file says `false` or LATCH_FRAME=off. */
function frameFrom(
  file: ServerConfigFile['frame'],
  env: Record<string, string | undefined>,
  overrides: NonNullable<LoadConfigParameters['overrides']>,
  cwd: string,
): ServerConfig['frame'] {
  const off = env.LATCH_FRAME ? ['0', 'off', 'false'].includes(env.LATCH_FRAME) : file === false
  if (off) return false
  const entry = file === false || file === undefined ? {} : file
  const frame = {
    port:
      overrides.framePort ??
      numberFrom(env.LATCH_FRAME_PORT, 'LATCH_FRAME_PORT') ??
      entry.port ??
      8788,
    host: overrides.frameHost ?? env.LATCH_FRAME_HOST ?? entry.host ?? 'localhost',
    dir:
      env.LATCH_FRAME_DIR || entry.dir
        ? resolve(cwd, env.LATCH_FRAME_DIR || entry.dir || '')
        : undefined,
    publicUrl: publicUrlFrom(env.LATCH_FRAME_PUBLIC_URL || entry.publicUrl || undefined),
  }
  if (!Number.isInteger(frame.port) || frame.port < 0 || frame.port > 65_535) {
    throw new Error(`frame.port must be 0-65535, got ${frame.port}`)
  }
  return frame
}

/** `mail` from the file (the devnet writes it), LATCH_SMTP_URL / LATCH_MAIL_FROM over it. */
function mailFrom(
  file: ServerConfigFile['mail'],
  env: Record<string, string | undefined>,
): ServerConfig['mail'] {
  const smtpUrl = env.LATCH_SMTP_URL || file?.smtpUrl
  if (!smtpUrl) return undefined
  const from = env.LATCH_MAIL_FROM || file?.from || 'Latch <no-reply@latch.localhost>'
  if (!/^smtps?:\/\//.test(smtpUrl) || !URL.canParse(smtpUrl)) {
    throw new Error(
      `mail.smtpUrl (LATCH_SMTP_URL) must be an smtp:// or smtps:// URL, got '${smtpUrl}'`,
    )
  }
  return { smtpUrl, from, ...(file?.inboxUrl !== undefined && { inboxUrl: file.inboxUrl }) }
}

/** A chain's `swaps`: router, factory, weth and a token list, each token also in `tokens`. */
function checkSwaps({ chainId, swaps, tokens = [] }: ServerConfig['chains'][number]): void {
  // Read from a JSON file: any shape may come.
  const entry = (swaps ?? {}) as Record<string, unknown>
  const swapTokens: unknown[] = Array.isArray(entry.tokens) ? entry.tokens : [null]
  if (
    ![entry.router, entry.factory, entry.weth].every(isAddressText) ||
    !swapTokens.every(isAddressText)
  ) {
    throw new Error(
      `chain ${chainId}: swaps needs router, factory, weth and tokens as 0x + 40 hex addresses`,
    )
  }
  const listed = new Set(tokens.map((token) => String(token.address).toLowerCase()))
  const missing = swapTokens.filter((token) => !listed.has(String(token).toLowerCase()))
  if (missing.length > 0) {
    throw new Error(
      `chain ${chainId}: swaps.tokens ${missing.join(', ')} must also be in the chain's tokens`,
    )
  }
}

function isAddressText(value: unknown): boolean {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

/** The public URL as given, once checked to be an absolute http(s) URL without query or hash. */
function publicUrlFrom(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(
      `LATCH_PUBLIC_URL (publicUrl) must be an http(s) URL like https://api.example.com, got '${value}'`,
    )
  }
  return value
}

function numberFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got '${value}'`)
  return Number(value)
}

import type { ChainConfig, PriceTable } from '../chain/types.ts'
import type { FarcasterConfig } from '../embedded/farcasterConfig.ts'
import type { MailConfig } from '../embedded/mailer.ts'
import type { SocialConfig } from '../embedded/socialConfig.ts'
import type { NamesConfig } from '../names/namesConfig.ts'
import type { OnrampConfig } from '../onramp/types.ts'
import type { ProjectInput } from '../projects/types.ts'
import type { SolanaChainConfig } from '../solana/types.ts'

/** The indexer's settings. */
export type IndexerConfig = {
  /** @defaultValue true (when chains are configured) */
  enabled: boolean
  /** @defaultValue 500 */
  pollIntervalMs: number
}

/** The frame origin's listener (embedded wallet, issue P9). */
export type FrameConfig = {
  /** @defaultValue 8788 */
  port: number
  /** @defaultValue 'localhost' (a WebAuthn relying-party id; cross-site to 127.0.0.1 pages) */
  host: string
  /** The built frame. @defaultValue `@latch/embedded-wallet`'s dist/frame */
  dir?: string | undefined
  /** The frame origin as visitors reach it (device links). @defaultValue `http://<host>:<port>` */
  publicUrl?: string | undefined
}

/** Keys of the embedded wallet's stored shares (see docs/embedded-wallet-server.md). */
export type EmbeddedWalletConfig = {
  /** 32 bytes (64 hex digits or base64): encrypts the auth shares. */
  shareKey?: string | undefined
  /** 32 bytes, another key: encrypts the recovery shares. */
  recoveryKey?: string | undefined
  /**
   * Where generated keys are kept when the two above are not given.
   * @defaultValue `<dataDir>/latch-embedded-wallet-keys.json` (in memory without a data dir)
   */
  keyFile?: string | undefined
}

/** Everything `startServer` and the CLI can be told; see README.md for the env names. */
export type ServerConfig = {
  /** @defaultValue '127.0.0.1' */
  host: string
  /** 0 picks a free port. @defaultValue 8787 */
  port: number
  /** PostgreSQL connection string; embedded PGlite when absent. */
  databaseUrl: string | undefined
  /** PGlite data directory; in memory when absent. */
  dataDir: string | undefined
  /**
   * Redis (`LATCH_REDIS_URL`, `redis://host:port`): rate limits shared by every instance. Without
   * it each instance counts on its own. See docs/scaling.md. @defaultValue undefined
   */
  redisUrl: string | undefined
  /**
   * Base URL for absolute links (image URLs), e.g. `https://api.shop.example`. When absent, the
   * address a request reached the server on; never the request's `Host` header.
   */
  publicUrl: string | undefined
  /** `default`, `synthetic:N` or a path to a wallets JSON file. @defaultValue 'default' */
  directory: string
  /**
   * EVM chains of the blockchain API and the indexer (`LATCH_RPC_URLS`). `npm start` gives the
   * devnet's chains, tokens, name registry and spam list in a config file the devnet writes.
   * @defaultValue [] (none)
   */
  chains: ChainConfig[]
  /**
   * Solana clusters of the balance API (`LATCH_SOLANA_RPC_URLS`).
   * @defaultValue [] (none)
   */
  solanaChains: SolanaChainConfig[]
  /** USD prices by symbol. @defaultValue DEFAULT_PRICES */
  prices: PriceTable
  /** Requests per minute per client (IPv4 address, IPv6 /64) and project. @defaultValue 600 */
  rateLimitPerMinute: number
  /**
   * Requests per minute per project, all clients together.
   * @defaultValue 100 × the project's per-client limit
   */
  projectRateLimitPerMinute: number | undefined
  /**
   * How many reverse proxies stand in front of the server; their `X-Forwarded-For` entries name
   * the client the rate limit counts. 0: the socket's address, `X-Forwarded-For` ignored.
   * @defaultValue 0
   */
  trustProxy: number
  /** @defaultValue 5000 */
  projectCacheTtlMs: number
  /** Created or updated at start-up, in addition to the seeded `latch-dev-project`. */
  projects: ProjectInput[]
  indexer: IndexerConfig
  /**
   * On-ramp providers (`onramp` in the config file; `latch-devnet --server-config` writes its two
   * stand-ins with fresh keys): their API and widget hosts and keys. The secrets stay on the
   * server. @defaultValue undefined (no providers: SPEC §7's fallbacks only)
   */
  onramp: OnrampConfig | undefined
  /**
   * Account-name registration (`names` in the config file, `LATCH_NAME_REGISTRAR_KEY` and
   * `LATCH_NAME_ZONE`; the devnet writes its registrar's key): the zone and the key that sends
   * `registerFor`. A secret: it stays on the server. @defaultValue undefined (registration 501)
   */
  names: NamesConfig | undefined
  /** Serve the WalletConnect relay on the same port (CLI; `startServer` takes `relay: false`). @defaultValue true */
  relayEnabled: boolean
  /**
   * Open relay sockets per client address (`LATCH_RELAY_MAX_SOCKETS_PER_IP`): raise it for a load
   * test whose sockets all come from one machine (`bench/load.mjs --url`, docs/load.md); sites
   * keep the default. `startServer`'s `relay.maxSocketsPerIp` wins over it.
   * @defaultValue 64 (`RELAY_MAX_SOCKETS_PER_IP`)
   */
  relayMaxSocketsPerIp: number | undefined
  /**
   * The frame origin (embedded wallet page and `/embedded/v1/*`), a second listener; `false`:
   * none. @defaultValue { port: 8788, host: 'localhost' }
   */
  frame: FrameConfig | false
  /** SMTP for the embedded wallet's login mails; `npm start`'s devnet writes its own. */
  mail: MailConfig | undefined
  embeddedWallet: EmbeddedWalletConfig
  /**
   * Social login providers of the embedded wallet (`social` in the config file; the devnet writes
   * its local identity provider's): issuer or endpoints, client id and secret. The secrets stay
   * on the server. @defaultValue undefined (no social login)
   */
  social: SocialConfig | undefined
  /**
   * Farcaster login (`farcaster` in the config file; the devnet writes its stand-in's): the sign-in
   * relay and where custody addresses are read. @defaultValue undefined (no Farcaster login)
   */
  farcaster: FarcasterConfig | undefined
}

/** A config file (`--config path`): any subset of ServerConfig. */
export type ServerConfigFile = Partial<
  Omit<ServerConfig, 'indexer' | 'frame' | 'social' | 'farcaster'>
> & {
  /** Checked by checkSocialConfig (defaults filled in). */
  social?: unknown
  /** Checked by checkFarcasterConfig. */
  farcaster?: unknown
  indexer?: Partial<IndexerConfig>
  frame?: Partial<FrameConfig> | false
}

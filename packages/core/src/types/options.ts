import type { LogLevel } from '../client/logger.ts'
import type { Features } from '../features/features.ts'
import type { Storage } from '../storage/createStorage.ts'
import type { ThemeMode, ThemeVariables } from '../theme/theme.ts'
import type { WalletConnectConfig } from '../walletconnect/types.ts'
import type { ChainAdapter } from './adapter.ts'
import type { ConnectorGroup } from './connector.ts'
import type { CaipNetwork } from './network.ts'

/** Dapp metadata shown to wallets (SPEC §1). */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/**
 * Where Latch's remote calls go: your `@latch/server`. One left out defaults to the local server
 * (`127.0.0.1:8787`, what `npm start` runs) only outside a browser or on a page served from a
 * loopback address; on any other page it stays `''` (no host: nothing is requested, the console
 * warns once). See `resolveEndpoints`.
 */
export type Endpoints = {
  /** Wallet directory host (SPEC §7). @defaultValue `'http://127.0.0.1:8787'` */
  directoryUrl: string
  /** Blockchain API host (SPEC §7). @defaultValue `'http://127.0.0.1:8787'` */
  apiUrl: string
  /** Analytics host (SPEC §7). @defaultValue `'http://127.0.0.1:8787'` */
  analyticsUrl: string
  /** WalletConnect relay. @defaultValue `'ws://127.0.0.1:8787'` */
  relayUrl: string
}

/** Options of {@link createLatch}. */
export type LatchOptions = {
  /** Your project's id on the Latch server. Required. */
  projectId: string
  /** The networks the site supports; the first is the default. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** The network to start on. @defaultValue the first of `networks` */
  defaultNetwork?: CaipNetwork
  /** Chain adapters (`@latch/evm`, `@latch/solana` …). */
  adapters?: readonly ChainAdapter[]
  metadata?: Metadata
  /** Feature flags (SPEC §9 defaults apply to what is left out). */
  features?: Partial<Features>
  /** @defaultValue `'system'` */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** Wallet directory ids shown first. */
  featuredWalletIds?: readonly string[]
  /** Only these directory ids are listed. */
  includeWalletIds?: readonly string[]
  /** These directory ids are never listed. */
  excludeWalletIds?: readonly string[]
  /** Overrides the SPEC §2 connector group order. */
  connectorGroupOrder?: readonly ConnectorGroup[]
  /** Render the modal inline where `<LatchModal />` stands, always shown. @defaultValue `false` */
  enableEmbedded?: boolean
  /** Don't append the modal to `body`; render `<LatchModal />` yourself. @defaultValue `false` */
  disableAppend?: boolean
  /** Let the visitor stay on a network the site doesn't list. @defaultValue `false` */
  allowUnsupportedChain?: boolean
  /** Offer network switching. @defaultValue `true` */
  enableNetworkSwitch?: boolean
  /** Basic mode: no remote features (email, socials, swaps, on-ramp, activity). */
  basic?: boolean
  /** Legacy sign-in configuration; can't be set together with `siwx`. */
  siweConfig?: unknown
  /** Sign-in with X configuration; can't be set together with `siweConfig`. */
  siwx?: unknown
  /** Persistence. @defaultValue localStorage when present, else nothing is kept */
  storage?: Storage
  /** Prefix of every storage key, to run two clients on one page. @defaultValue `'@latch'` */
  storageKeyPrefix?: string
  /** Remote hosts. */
  endpoints?: Partial<Endpoints>
  /** @defaultValue `'error'` */
  logLevel?: LogLevel
  /**
   * Load the project's remote features and check this origin against its allowed origins when
   * the client starts (SPEC §6–§7). @defaultValue `true` in a browser, `false` elsewhere
   */
  remoteConfig?: boolean
  /** The fetch to call the server with. @defaultValue `globalThis.fetch` */
  fetch?: typeof fetch
  /** WalletConnect (`walletConnect()` from `@latch/walletconnect`); its SDK loads on first use. */
  walletConnect?: WalletConnectConfig
}

import type { ApiClient } from '../api/createApiClient.ts'
import type { ClientCaches } from '../cache/clientCaches.ts'
import type { EmbeddedWalletLoadParameters, EmbeddedWalletProvider } from '../embedded/types.ts'
import type { EventEmitter, LatchEventListener } from '../events/events.ts'
import type { Features } from '../features/features.ts'
import type { SiweConfig, SiwxConfig } from '../siwx/types.ts'
import type { Storage } from '../storage/createStorage.ts'
import type { LatchStore } from '../store/createLatchStore.ts'
import type { ThemeMode, ThemeVariables } from '../theme/theme.ts'
import type { AdapterConnection, ChainAdapter } from '../types/adapter.ts'
import type { ConnectorGroup } from '../types/connector.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { Endpoints, Metadata } from '../types/options.ts'
import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { WalletConnectLoadParameters, WalletConnectProvider } from '../walletconnect/types.ts'
import type { ClientRuntime } from './clientRuntime.ts'
import type { Logger, LogLevel } from './logger.ts'

// The client's parts, its options and the WalletConnect glue refer to one another (options hold
// the glue, the glue takes the client, the client holds the options): they live in this one file
// so that no two files import each other. Actions import `Client` from here and nothing here
// imports an action.

/**
 * What every action receives: a client's parts (store, adapters, hosts …) without its action
 * methods. A {@link LatchClient} is one, so `connect(latch, parameters)` works as well as
 * `latch.connect(parameters)`.
 */
export type Client = {
  readonly options: LatchOptions
  readonly store: LatchStore
  readonly storage: Storage
  readonly logger: Logger
  readonly events: EventEmitter
  readonly networks: readonly CaipNetwork[]
  readonly adapters: readonly ChainAdapter[]
  readonly endpoints: Endpoints
  readonly caches: ClientCaches
  /** What the actions keep between calls besides the store (in-flight calls, rate windows …). */
  readonly runtime: ClientRuntime
  /** Clients of the wallet-directory host, the blockchain API and the analytics host. */
  readonly api: { directory: ApiClient; blockchain: ApiClient; analytics: ApiClient }
  /** Settles once stored connections have been restored (or dropped) after load. */
  readonly ready: Promise<void>
  /** The store's current state. */
  getState(): LatchState
  /** Calls `listener` on every state change; returns the function that stops it. */
  subscribe(listener: (state: LatchState, previous: LatchState) => void): () => void
  /** Calls `listener` on every SPEC event (`MODAL_OPEN`, `CONNECT_SUCCESS` …); returns the stop. */
  subscribeEvents(listener: LatchEventListener): () => void
  /** Runs `fn` after `ms` unless the client is destroyed first. */
  schedule(fn: () => void, ms: number): void
  /** Stops timers and listeners; the client can't be used afterwards. */
  destroy(): void
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
  /**
   * The modal's language: a BCP 47 tag matched to the supported locales by language (`de-AT` →
   * `de`; see `LOCALES`). Set it on a server-rendered site, so the server's HTML and the
   * browser's first render agree. Change it later with `latch.setLocale()`. See docs/i18n.md.
   * @defaultValue the browser's languages, in order (`navigator.languages`); English if none fits
   * @example
   * createLatch({ projectId, networks: [mainnet], locale: 'ja' })
   */
  locale?: string
  /** Wallet directory ids shown first. */
  featuredWalletIds?: readonly string[]
  /** Only these directory ids are listed. */
  includeWalletIds?: readonly string[]
  /** These directory ids are never listed. */
  excludeWalletIds?: readonly string[]
  /** Overrides the SPEC §2 connector group order. */
  connectorGroupOrder?: readonly ConnectorGroup[]
  /**
   * Your terms of service: linked from the `legalCheckbox` feature's box, which the visitor ticks
   * before choosing a wallet. Only an http(s) URL is linked; anything else is left out.
   */
  termsConditionsUrl?: string
  /** Your privacy policy, linked beside the terms (an http(s) URL, like the terms). */
  privacyPolicyUrl?: string
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
  /**
   * The older EVM-only sign-in shape, mapped onto `siwx` (see `SiweConfig`); can't be set
   * together with `siwx`.
   */
  siweConfig?: SiweConfig
  /**
   * Sign in with X (SPEC §4): `latchSiwx()` or `unverifiedSiwx()` from `@latch/core/siwx`, or
   * your own `SiwxConfig`. Can't be set together with `siweConfig`. See docs/sign-in.md.
   * @defaultValue none: no sign-in
   */
  siwx?: SiwxConfig
  /** Persistence. @defaultValue localStorage when present, else nothing is kept */
  storage?: Storage
  /**
   * The page is rendered on a server (Next.js and the like). A stored connection then starts
   * `connecting` with its stored address, and `<ConnectButton />` shows that account while the
   * wallet is asked, as the server rendered it from `cookieToInitialState`: a returning visitor
   * sees the account from the first HTML on, never "Connect Wallet" or "Connecting…" first. Use
   * it with `storage: cookieStorage` and `<LatchProvider initialState>`; see docs/ssr.md.
   * @defaultValue `false`
   * @example
   * import { cookieStorage } from '@latch/core/ssr'
   * createLatch({ projectId, networks: [mainnet], ssr: true, storage: cookieStorage })
   */
  ssr?: boolean
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
  /**
   * The nonce of the page's Content-Security-Policy (`style-src 'nonce-…'`): put on every
   * `<style>` the kit adds, so the modal and buttons are styled under a CSP without
   * `'unsafe-inline'`. Make it fresh for each page load. See docs/security.md.
   * @defaultValue none: the page's CSP must allow the kit's inline styles some other way
   * @example
   * createLatch({ projectId, networks: [mainnet], nonce: document.querySelector('meta[property=csp-nonce]')?.nonce })
   */
  nonce?: string | undefined
  /** WalletConnect (`walletConnect()` from `@latch/walletconnect`); its SDK loads on first use. */
  walletConnect?: WalletConnectConfig
  /**
   * The embedded wallet reached by email (`embeddedWallet()` from `@latch/embedded-wallet`): the
   * Connect view's email row and the AUTH connector. Its frame loads on first use. See
   * docs/embedded-wallet.md. @defaultValue none: no email login
   */
  embeddedWallet?: EmbeddedWalletConfig
}

/**
 * Core's WalletConnect glue (`walletConnectGlue` from `@latch/core`). It reaches a page through
 * `walletConnect()`, so a site without WalletConnect doesn't ship it.
 */
export type WalletConnectGlue = {
  /** See the `connectWalletConnect` action. */
  connectWalletConnect(client: Client): Promise<AdapterConnection>
  /** See the `cancelWalletConnect` action. */
  cancelWalletConnect(client: Client): void
  /** The client's adapters with WalletConnect folded in (see `withWalletConnect`). */
  withWalletConnect(
    getClient: () => Client,
    options: Pick<LatchOptions, 'adapters' | 'networks' | 'walletConnect'>,
  ): readonly ChainAdapter[]
}

/**
 * `createLatch({ walletConnect })`: what `@latch/walletconnect`'s `walletConnect()` returns. The
 * SDK loads only inside `load()`.
 */
export type WalletConnectConfig = {
  /** Pass `walletConnectGlue` from `@latch/core`. */
  glue: WalletConnectGlue
  /** Namespaces to pair; default: those of the configured networks WalletConnect supports. */
  namespaces?: readonly ChainNamespace[]
  /** @defaultValue the client's `endpoints.relayUrl` */
  relayUrl?: string
  /** Icon of the WalletConnect connector. */
  imageUrl?: string
  load(parameters: WalletConnectLoadParameters): Promise<WalletConnectProvider>
}

/**
 * Core's embedded-wallet glue (`embeddedWalletGlue` from `@latch/core/adapter`). It reaches a page
 * through `embeddedWallet()`, so a site without email login doesn't ship it.
 */
export type EmbeddedWalletGlue = {
  /** The client's adapters with the AUTH connector folded in (see `withEmbeddedWallet`). */
  withEmbeddedWallet(
    getClient: () => Client,
    options: Pick<LatchOptions, 'adapters' | 'networks' | 'embeddedWallet'>,
  ): readonly ChainAdapter[]
}

/**
 * `createLatch({ embeddedWallet })`: what `@latch/embedded-wallet`'s `embeddedWallet()` returns.
 * The frame's host client loads only inside `load()`.
 */
export type EmbeddedWalletConfig = {
  /** Pass `embeddedWalletGlue` from `@latch/core/adapter`. */
  glue: EmbeddedWalletGlue
  /** The frame's origin (no path). @defaultValue `'http://localhost:8788'` */
  frameUrl: string
  /** Builds the hidden frame and resolves with its client (before it is ready). */
  load(parameters: EmbeddedWalletLoadParameters): Promise<EmbeddedWalletProvider>
}

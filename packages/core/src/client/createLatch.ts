import { dismissAlert, shake, showAlert } from '../actions/alert.ts'
import { close } from '../actions/close.ts'
import { type ConnectParameters, type ConnectReturnType, connect } from '../actions/connect.ts'
import { type DisconnectParameters, disconnect } from '../actions/disconnect.ts'
import { type FetchBalanceParameters, fetchBalance } from '../actions/fetchBalance.ts'
import { goBack, pushView, replaceView } from '../actions/navigation.ts'
import { type OpenParameters, open } from '../actions/open.ts'
import type { ErrorCategory } from '../actions/reportError.ts'
import { restoreConnections } from '../actions/restoreConnections.ts'
import { type SendTransactionParameters, sendTransaction } from '../actions/sendTransaction.ts'
import { type SignMessageParameters, signMessage } from '../actions/signMessage.ts'
import { type SwitchNetworkParameters, switchNetwork } from '../actions/switchNetwork.ts'
import { setThemeMode, setThemeVariables } from '../actions/theme.ts'
import { hideToast, type ShowToastParameters, showToast } from '../actions/toast.ts'
import type { FetchActivityParameters } from '../activity/fetchActivity.ts'
import type { AlertId } from '../alerts/alerts.ts'
import { type ApiClient, createApiClient } from '../api/createApiClient.ts'
import type { Identity } from '../api/types.ts'
import { type ClientCaches, createClientCaches } from '../cache/clientCaches.ts'
import { ConnectFailedError } from '../errors/connection.ts'
import { createEventEmitter, type EventEmitter, type LatchEventListener } from '../events/events.ts'
import { resolveFeatures } from '../features/resolveFeatures.ts'
import type { FetchNftsParameters } from '../nfts/fetchNfts.ts'
import type { FetchTokenBalancesParameters } from '../portfolio/fetchTokenBalances.ts'
import { watchProfile } from '../profile/watchProfile.ts'
import type { RouteEntry, ViewName } from '../router/views.ts'
import type { EstimateSendFeeParameters, SendFee } from '../send/estimateSendFee.ts'
import type { OpenReturnType } from '../send/open.ts'
import type { ResolveReceiverParameters } from '../send/resolveReceiver.ts'
import type { ResolvedReceiver, SendTokenParameters, SendTokenReturnType } from '../send/types.ts'
import { createSafeStorage, getDefaultStorage, type Storage } from '../storage/createStorage.ts'
import { DEFAULT_STORAGE_KEY_PREFIX } from '../storage/keys.ts'
import { createLatchStore, type LatchStore } from '../store/createLatchStore.ts'
import type { ThemeMode, ThemeVariables } from '../theme/theme.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { Endpoints } from '../types/options.ts'
import type { LatchState } from '../types/state.ts'
import { setDeepLinkChoice } from '../walletconnect/setDeepLinkChoice.ts'
import { createAdapterContext } from './createAdapterContext.ts'
import { createLogger, type Logger } from './logger.ts'
import { resolveActiveNetwork } from './resolveActiveNetwork.ts'
import { resolveEndpoints } from './resolveEndpoints.ts'
import type { Client, LatchOptions } from './types.ts'
import { validateOptions } from './validateOptions.ts'

/** Default hosts: the local `@latch/server` that `npm start` runs. */
export const DEFAULT_ENDPOINTS: Endpoints = {
  directoryUrl: 'http://127.0.0.1:8787',
  apiUrl: 'http://127.0.0.1:8787',
  analyticsUrl: 'http://127.0.0.1:8787',
  relayUrl: 'ws://127.0.0.1:8787',
}

/** A Latch client: the one store plus everything that acts on it. */
export type LatchClient = Client & {
  /** Opens the modal; on WalletSend it resolves with `{ hash }` once the send succeeds. */
  open<view extends ViewName = ViewName>(
    parameters?: OpenParameters<view>,
  ): Promise<OpenReturnType<view>>
  close(): void
  goBack(): void
  pushView(entry: RouteEntry): void
  replaceView(entry: RouteEntry): void
  setThemeMode(themeMode: ThemeMode): void
  setThemeVariables(themeVariables: ThemeVariables): void
  showToast(parameters: ShowToastParameters): void
  hideToast(): void
  showAlert(id: AlertId): void
  dismissAlert(): void
  shake(): void
  connect(parameters: ConnectParameters): Promise<ConnectReturnType>
  /**
   * Starts a WalletConnect pairing (a second call joins the pending one); `state.walletConnect`
   * carries the uri. Resolves when the wallet approves; 'Connection rejected' when it declines.
   */
  connectWalletConnect(): Promise<ConnectReturnType>
  /** Stops refreshing the pairing uri and drops the pending pairing. */
  cancelWalletConnect(): void
  /** Remembers the wallet a mobile visitor opened by deep link (persisted). */
  setDeepLinkChoice(choice: { name: string; href: string } | undefined): void
  disconnect(parameters?: DisconnectParameters): Promise<void>
  switchNetwork(parameters: SwitchNetworkParameters): Promise<void>
  signMessage(parameters: SignMessageParameters): Promise<string>
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  fetchBalance(parameters: FetchBalanceParameters): Promise<void>
  /**
   * Sends `amount` of a token (or the native currency) to an address or, on eip155, a name;
   * resolves with the transaction hash. See `sendToken`.
   */
  sendToken(parameters: SendTokenParameters): Promise<SendTokenReturnType>
  /** Turns an address or a name into the address to send to, with the name's avatar. */
  resolveReceiver(parameters: ResolveReceiverParameters): Promise<ResolvedReceiver>
  /** The network fee of a send in the native currency; `undefined` when unknown. */
  estimateSendFee(parameters: EstimateSendFeeParameters): Promise<SendFee | undefined>
  /**
   * Reads the account's tokens on its active network into `state.accounts[ns].tokenBalance`
   * (30 s cache; pass `force: true` right after a send). Never throws; see `fetchTokenBalances`.
   */
  fetchTokenBalances(parameters?: FetchTokenBalancesParameters): Promise<void>
  /**
   * Reads the account's transactions into `state.activity`: the first page, the page after
   * `cursor`, or — with `reset: true`, e.g. after a send — the first page from scratch.
   */
  fetchActivity(parameters?: FetchActivityParameters): Promise<void>
  /** Reads the account's NFTs on its connected chain into `state.nfts`. */
  fetchNfts(parameters?: FetchNftsParameters): Promise<void>
  /** Looks up the eip155 account's name and avatar into `profileName` / `profileImage`. */
  fetchProfile(): Promise<Identity | undefined>
  /** Reports an error to the analytics host when analytics is on (SPEC §7); never throws. */
  reportError(
    error: unknown,
    options?: { event?: string; category?: ErrorCategory },
  ): Promise<boolean>
}

/**
 * Creates a Latch client. Each call makes its own store: two clients on one page don't collide
 * (give them different `storageKeyPrefix` values to keep their storage apart too).
 *
 * @example
 * import { createLatch, mainnet } from '@latch/core'
 * const latch = createLatch({ projectId: 'latch-dev-project', networks: [mainnet] })
 * latch.open()
 */
export function createLatch(options: LatchOptions): LatchClient {
  validateOptions(options)
  const logger = createLogger(options.logLevel ?? 'error')
  const storage = createSafeStorage(options.storage ?? getDefaultStorage(), logger)
  const storageKeyPrefix = options.storageKeyPrefix ?? DEFAULT_STORAGE_KEY_PREFIX
  const store = createLatchStore({
    storage,
    storageKeyPrefix,
    features: resolveFeatures(options.features, { basic: options.basic ?? false }),
    themeMode: options.themeMode ?? 'system',
    themeVariables: options.themeVariables ?? {},
  })
  const endpoints = resolveEndpoints({
    given: options.endpoints,
    defaults: DEFAULT_ENDPOINTS,
    logLevel: options.logLevel,
  })
  const projectId = options.projectId ?? ''
  const fetchOption = options.fetch ? { fetch: options.fetch } : {}
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const cleanups: (() => void)[] = []
  const events = createEventEmitter((error) => logger.error('event listener failed', error))

  const client: LatchClient = {
    options,
    store,
    storage,
    logger,
    events,
    networks: options.networks,
    // WalletConnect's glue comes with the option: sites without it don't ship it.
    adapters:
      options.walletConnect?.glue.withWalletConnect(() => client, options) ??
      options.adapters ??
      [],
    endpoints,
    caches: createClientCaches(storage, storageKeyPrefix),
    api: {
      directory: createApiClient({ baseUrl: endpoints.directoryUrl, projectId, ...fetchOption }),
      blockchain: createApiClient({ baseUrl: endpoints.apiUrl, projectId, ...fetchOption }),
      analytics: createApiClient({ baseUrl: endpoints.analyticsUrl, projectId, ...fetchOption }),
    },
    ready: Promise.resolve(),
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(listener),
    subscribeEvents: (listener) => events.subscribe(listener),
    open: (parameters) => open(client, parameters),
    close: () => close(client),
    goBack: () => goBack(client),
    pushView: (entry) => pushView(client, entry),
    replaceView: (entry) => replaceView(client, entry),
    setThemeMode: (themeMode) => setThemeMode(client, themeMode),
    setThemeVariables: (variables) => setThemeVariables(client, variables),
    showToast: (parameters) => showToast(client, parameters),
    hideToast: () => hideToast(client),
    showAlert: (id) => showAlert(client, id),
    dismissAlert: () => dismissAlert(client),
    shake: () => shake(client),
    connect: (parameters) => connect(client, parameters),
    connectWalletConnect: () =>
      options.walletConnect?.glue.connectWalletConnect(client) ??
      Promise.reject(new ConnectFailedError({ details: 'walletConnect is not configured' })),
    cancelWalletConnect: () => options.walletConnect?.glue.cancelWalletConnect(client),
    setDeepLinkChoice: (choice) => setDeepLinkChoice(client, choice),
    disconnect: (parameters) => disconnect(client, parameters),
    switchNetwork: (parameters) => switchNetwork(client, parameters),
    signMessage: (parameters) => signMessage(client, parameters),
    sendTransaction: (parameters) => sendTransaction(client, parameters),
    fetchBalance: (parameters) => fetchBalance(client, parameters),
    // The send flow loads with its first use (SPEC §1: send loads on demand).
    sendToken: (parameters) =>
      import('../send/index.ts').then((module) => module.sendToken(client, parameters)),
    resolveReceiver: (parameters) =>
      import('../send/index.ts').then((module) => module.resolveReceiver(client, parameters)),
    estimateSendFee: (parameters) =>
      import('../send/index.ts').then((module) => module.estimateSendFee(client, parameters)),
    // Account-view data loads with its own code (SPEC §1: optional parts load on demand).
    fetchTokenBalances: (parameters) =>
      import('../portfolio/fetchTokenBalances.ts').then((module) =>
        module.fetchTokenBalances(client, parameters),
      ),
    fetchActivity: (parameters) =>
      import('../activity/fetchActivity.ts').then((module) =>
        module.fetchActivity(client, parameters),
      ),
    fetchNfts: (parameters) =>
      import('../nfts/fetchNfts.ts').then((module) => module.fetchNfts(client, parameters)),
    fetchProfile: () =>
      import('../profile/fetchProfile.ts').then((module) => module.fetchProfile(client)),
    // Loaded on first use: most visits never report an error (SPEC §1: pay for what you open).
    reportError: (error, reportOptions) =>
      import('../actions/reportError.ts').then((module) =>
        module.reportError(client, error, reportOptions),
      ),
    schedule(fn, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        fn()
      }, ms)
      timers.add(timer)
    },
    destroy() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }

  const active = resolveActiveNetwork(options, store.getState())
  store.setState(active.state)
  if (active.alert) showAlert(client, active.alert)
  if (!options.projectId) {
    logger.error('projectId is required: set it in createLatch({ projectId })')
    showAlert(client, 'PROJECT_ID_NOT_CONFIGURED')
  }
  for (const adapter of client.adapters) {
    cleanups.push(adapter.setup(createAdapterContext(client, adapter)))
  }
  ;(client as { ready: Promise<void> }).ready = restoreConnections(client)
  cleanups.push(watchProfile(client))
  const inBrowser = typeof window !== 'undefined'
  if (options.projectId && (options.remoteConfig ?? inBrowser)) {
    // Its own chunk: it runs after the page is up, off the critical path.
    void import('../actions/loadRemoteConfig.ts')
      .then((module) => module.loadRemoteConfig(client, globalThis.location?.origin))
      // It never throws; only loading its chunk can fail, which must not go unhandled.
      .catch((error: unknown) => logger.warn('remote config unavailable', error))
  }
  return client
}

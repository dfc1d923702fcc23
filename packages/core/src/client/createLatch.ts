import { restoreConnections } from '../actions/restoreConnections.ts'
import { showAlert } from '../actions/showAlert.ts'
import { watchProfile } from '../actions/watchProfile.ts'
import { createApiClient } from '../api/createApiClient.ts'
import { createClientCaches } from '../cache/clientCaches.ts'
import { ConnectFailedError } from '../errors/connection.ts'
import { createEventEmitter } from '../events/events.ts'
import { resolveFeatures } from '../features/resolveFeatures.ts'
import { browserLanguages, matchLocale } from '../i18n/locales.ts'
import { createSafeStorage, getDefaultStorage } from '../storage/createStorage.ts'
import { DEFAULT_STORAGE_KEY_PREFIX } from '../storage/keys.ts'
import { createLatchStore } from '../store/createLatchStore.ts'
import type { Endpoints } from '../types/options.ts'
import { actions, bindGenericActions, lazyActions } from './actions.ts'
import { bindActions, bindLazyActions } from './bindActions.ts'
import { createClientRuntime } from './clientRuntime.ts'
import { createAdapterContext } from './createAdapterContext.ts'
import type { LatchClient } from './latchClient.ts'
import { createLogger } from './logger.ts'
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
    ssr: options.ssr,
    features: resolveFeatures(options.features, { basic: options.basic ?? false }),
    themeMode: options.themeMode ?? 'system',
    themeVariables: options.themeVariables ?? {},
    locale: matchLocale(options.locale ?? browserLanguages()),
  })
  const endpoints = resolveEndpoints(options.endpoints, DEFAULT_ENDPOINTS, options.logLevel)
  const projectId = options.projectId ?? ''
  const fetchOption = options.fetch ? { fetch: options.fetch } : {}
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const cleanups: (() => void)[] = []
  const events = createEventEmitter((error) => logger.error('event listener failed', error))
  // The embedded wallet's glue, like WalletConnect's, comes with its option.
  const adapters =
    options.embeddedWallet?.glue.withEmbeddedWallet(() => base, options) ?? options.adapters ?? []

  const base: Client = {
    options,
    store,
    storage,
    logger,
    events,
    networks: options.networks,
    // WalletConnect's glue comes with the option: sites without it don't ship it.
    adapters:
      options.walletConnect?.glue.withWalletConnect(() => base, { ...options, adapters }) ??
      adapters,
    endpoints,
    caches: createClientCaches(storage, storageKeyPrefix),
    runtime: createClientRuntime(),
    api: {
      directory: createApiClient({ baseUrl: endpoints.directoryUrl, projectId, ...fetchOption }),
      blockchain: createApiClient({ baseUrl: endpoints.apiUrl, projectId, ...fetchOption }),
      analytics: createApiClient({ baseUrl: endpoints.analyticsUrl, projectId, ...fetchOption }),
    },
    ready: Promise.resolve(),
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(listener),
    subscribeEvents: (listener) => events.subscribe(listener),
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
      base.runtime.siwx?.stop?.()
    },
  }

  // The methods come from the action maps (client/actions.ts): one place says what a client does.
  const client: LatchClient = Object.assign(
    base,
    bindActions(base, actions),
    bindGenericActions(base),
    bindLazyActions(base, lazyActions),
    {
      connectWalletConnect: () =>
        options.walletConnect?.glue.connectWalletConnect(base) ??
        Promise.reject(new ConnectFailedError({ details: 'walletConnect is not configured' })),
      cancelWalletConnect: () => options.walletConnect?.glue.cancelWalletConnect(base),
    },
  )

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

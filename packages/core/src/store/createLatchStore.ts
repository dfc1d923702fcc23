import type { StorageValue } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { INITIAL_ACTIVITY_STATE } from '../activity/types.ts'
import { INITIAL_DIRECTORY_STATE } from '../directory/directoryState.ts'
import { INITIAL_EMBEDDED_STATE } from '../embedded/embeddedState.ts'
import type { Features } from '../features/features.ts'
import type { Locale } from '../i18n/locales.ts'
import { INITIAL_NFTS_STATE } from '../nfts/types.ts'
import { INITIAL_ROUTER_STATE } from '../router/history.ts'
import type { Storage } from '../storage/createStorage.ts'
import { createSplitPersistStorage } from '../storage/splitPersistStorage.ts'
import type { ThemeMode, ThemeVariables } from '../theme/theme.ts'
import type { LatchState, PersistedState } from '../types/state.ts'
import { EMPTY_PERSISTED_STATE } from './emptyPersistedState.ts'
import { restoredAccounts } from './restoredAccounts.ts'
import { sanitizePersistedState } from './sanitizePersistedState.ts'

/** A client's one store (zustand vanilla): `getState`, `setState`, `subscribe`. */
export type LatchStore = StoreApi<LatchState>

/**
 * Version of the persisted shape; bump it when the shape changes (a stored entry of another
 * version is discarded, see `createLatchStore`).
 */
export const PERSIST_VERSION = 1

export type CreateLatchStoreParameters = {
  storage: Storage
  storageKeyPrefix: string
  /** A stored connection starts with its stored address (see {@link restoredAccounts}). */
  ssr?: boolean | undefined
  features: Features
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  locale: Locale
}

/**
 * The client's one store (zustand vanilla), persisted through {@link Storage} under the SPEC §3
 * keys. Hydration is synchronous: a namespace with a stored connector starts `connecting`
 * (SPEC §4) until its adapter has synced.
 */
export function createLatchStore(parameters: CreateLatchStoreParameters): LatchStore {
  const initial: LatchState = {
    ...EMPTY_PERSISTED_STATE,
    ...INITIAL_ROUTER_STATE,
    open: false,
    loading: false,
    accounts: {},
    connectors: [],
    themeMode: parameters.themeMode,
    themeVariables: parameters.themeVariables,
    locale: parameters.locale,
    features: parameters.features,
    toast: undefined,
    toastCount: 0,
    alert: undefined,
    shaking: false,
    directory: INITIAL_DIRECTORY_STATE,
    walletConnect: { status: 'idle' },
    activity: INITIAL_ACTIVITY_STATE,
    nfts: INITIAL_NFTS_STATE,
    send: undefined,
    accountTab: 'Tokens',
    embedded: INITIAL_EMBEDDED_STATE,
  }
  // Persistence without zustand's persist middleware (~0.9 kB gzip at load for hydration
  // listeners and async storage this store never uses): the storage is synchronous, so the store
  // starts hydrated, and every `setState` writes the persisted fields (each under its own key).
  const storage = createSplitPersistStorage(parameters.storage, parameters.storageKeyPrefix)
  const save = () => {
    const state = store.getState()
    const persisted = { ...EMPTY_PERSISTED_STATE }
    for (const key of Object.keys(EMPTY_PERSISTED_STATE) as (keyof PersistedState)[]) {
      ;(persisted as Record<string, unknown>)[key] = state[key]
    }
    storage.setItem(parameters.storageKeyPrefix, { state: persisted, version: PERSIST_VERSION })
  }
  // Another version is "written by an unknown build" (version 0: none stored): start clean rather
  // than guess, and write the clean state back.
  const stored = storage.getItem(parameters.storageKeyPrefix) as StorageValue<PersistedState> | null
  const migrated = stored && stored.version !== PERSIST_VERSION
  const persisted = sanitizePersistedState(migrated ? EMPTY_PERSISTED_STATE : stored?.state)
  const accounts = restoredAccounts(persisted, parameters.ssr)
  const store = createStore<LatchState>()(() => ({ ...initial, ...persisted, accounts }))
  const setState = store.setState as (...args: unknown[]) => void
  // Only a change to a persisted field is written: a toast, a directory page or a keystroke in the
  // Send form writes nothing (with cookieStorage, each write is a `document.cookie` assignment).
  const persistedKeys = Object.keys(EMPTY_PERSISTED_STATE) as (keyof PersistedState)[]
  store.setState = (...args) => {
    const before = store.getState()
    setState(...args)
    const after = store.getState()
    if (persistedKeys.some((key) => before[key] !== after[key])) save()
  }
  if (migrated) save()
  return store
}

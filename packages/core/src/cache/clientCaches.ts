import {
  ENS_CACHE_MS,
  IDENTITY_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '../constants.ts'
import type { Storage } from '../storage/createStorage.ts'
import { storageKey } from '../storage/keys.ts'
import { type Cache, createCache } from './createCache.ts'

export type NativeBalance = { balance: string; symbol: string }

/** SPEC §3/§9 caches keyed by address, with their lifetimes. */
export type ClientCaches = {
  nativeBalance: Cache<NativeBalance>
  portfolio: Cache<unknown>
  ens: Cache<unknown>
  identity: Cache<unknown>
  /** Per key: until when fetching is blocked after a failure (SPEC §4, in memory only). */
  retryBlockedUntil: Map<string, number>
}

export function createClientCaches(storage: Storage, prefix: string): ClientCaches {
  return {
    nativeBalance: createCache(
      storage,
      storageKey(prefix, 'nativeBalanceCache'),
      NATIVE_BALANCE_CACHE_MS,
    ),
    portfolio: createCache(storage, storageKey(prefix, 'portfolioCache'), PORTFOLIO_CACHE_MS),
    ens: createCache(storage, storageKey(prefix, 'ensCache'), ENS_CACHE_MS),
    identity: createCache(storage, storageKey(prefix, 'identityCache'), IDENTITY_CACHE_MS),
    retryBlockedUntil: new Map(),
  }
}

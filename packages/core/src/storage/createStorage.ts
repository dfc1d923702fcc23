import type { Logger } from '../client/logger.ts'

/** Where Latch keeps what survives a reload. localStorage fits it. */
export type Storage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Keeps nothing: for servers and for sites that don't want persistence. */
export const noopStorage: Storage = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
}

/** A Storage that keeps values in memory, for tests and private windows. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage & {
  entries(): Record<string, string>
} {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    entries: () => Object.fromEntries(map),
  }
}

/** The page's localStorage, or nothing where there is none (SSR, some sandboxed frames). */
export function getDefaultStorage(): Storage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage
  } catch {
    // Reading `localStorage` throws in sandboxed frames and with cookies blocked.
  }
  return noopStorage
}

/**
 * Wraps a Storage so that its failures (quota, blocked cookies, disabled storage, a throwing
 * custom storage) are logged and ignored, as SPEC §8 asks: losing persistence never breaks the
 * modal. The first failure is logged, once per client: a full storage fails on every state
 * change, and the console would fill with the same error.
 */
export function createSafeStorage(storage: Storage, logger: Logger): Storage {
  let quiet = false
  const guard =
    <A extends unknown[], R>(label: string, fn: (...args: A) => R, fallback: R) =>
    (...args: A): R => {
      try {
        return fn(...args)
      } catch (error) {
        if (!quiet) logger.error(`storage ${label} failed (logged once)`, error)
        quiet = true
        return fallback
      }
    }
  return {
    getItem: guard('getItem', (key: string) => storage.getItem(key), null),
    setItem: guard(
      'setItem',
      (key: string, value: string) => storage.setItem(key, value),
      undefined,
    ),
    removeItem: guard('removeItem', (key: string) => storage.removeItem(key), undefined),
  }
}

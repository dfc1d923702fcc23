import type { StorageValue } from 'zustand/middleware'
import { resolveActiveNetwork } from '../client/resolveActiveNetwork.ts'
import type { LatchOptions } from '../client/types.ts'
import { cookieName, readCookie } from '../storage/cookieStorage.ts'
import { noopStorage } from '../storage/createStorage.ts'
import { DEFAULT_STORAGE_KEY_PREFIX } from '../storage/keys.ts'
import { createSplitPersistStorage } from '../storage/splitPersistStorage.ts'
import { PERSIST_VERSION } from '../store/createLatchStore.ts'
import { restoredAccounts } from '../store/restoredAccounts.ts'
import { sanitizePersistedState } from '../store/sanitizePersistedState.ts'
import type { LatchState, PersistedState } from '../types/state.ts'

/**
 * What the server read of a visitor's connection (`cookieToInitialState`), handed to
 * `<LatchProvider initialState>`: the stored entries, and each stored namespace `connecting` with
 * its stored address. Plain data, safe to pass from a server component to a client one.
 */
export type LatchInitialState = PersistedState & Pick<LatchState, 'accounts'>

export type CookieToInitialStateParameters = Partial<
  Pick<LatchOptions, 'storageKeyPrefix' | 'networks' | 'defaultNetwork'>
>

/**
 * Reads the visitor's stored connection from a request's `Cookie` header, as
 * {@link cookieStorage} wrote it, for the server to render the buttons the way the browser's
 * first render will: a returning visitor's account, never "Connect Wallet" first. Entries are
 * checked like the browser's own hydration (a bad one is dropped; another shape version counts
 * as nothing stored). Pass the client's `storageKeyPrefix` if it sets one, and its `networks`
 * (and `defaultNetwork`) to check the stored network as the client does (a network of a
 * namespace the site doesn't use is dropped). `undefined` when the header holds nothing of
 * Latch's.
 *
 * @example
 * // app/page.tsx (a server component)
 * import { cookieToInitialState } from '@latch/core/ssr'
 * import { headers } from 'next/headers'
 * const initialState = cookieToInitialState({ networks }, (await headers()).get('cookie'))
 * // … <LatchProvider latch={latch} initialState={initialState}> in a client component
 */
export function cookieToInitialState(
  parameters: CookieToInitialStateParameters | { options: CookieToInitialStateParameters },
  cookie: string | null | undefined,
): LatchInitialState | undefined {
  if (!cookie) return undefined
  const options = 'options' in parameters ? parameters.options : parameters
  const prefix = options.storageKeyPrefix ?? DEFAULT_STORAGE_KEY_PREFIX
  const storage = { ...noopStorage, getItem: (key: string) => readCookie(cookie, cookieName(key)) }
  const stored = createSplitPersistStorage(storage, prefix).getItem(
    prefix,
  ) as StorageValue<PersistedState> | null
  if (!stored || stored.version !== PERSIST_VERSION) return undefined
  const persisted = sanitizePersistedState(stored.state)
  const network = options.networks
    ? resolveActiveNetwork(options as LatchOptions, persisted as LatchState).state
    : {}
  return { ...persisted, ...network, accounts: restoredAccounts(persisted, true) }
}

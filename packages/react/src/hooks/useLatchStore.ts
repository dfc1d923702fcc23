import type { LatchState } from '@latch/core'
import { useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import { LatchServerStateContext, useLatchClient } from '../context/LatchContext.ts'

export type UseLatchStoreParameters<T> = {
  /** Picks the part of the state the component renders. */
  selector: (state: LatchState) => T
  /** Decides whether a new pick is the same as the last one. @defaultValue `Object.is` */
  isEqual?: (a: T, b: T) => boolean
}

export type UseLatchStoreReturnType<T> = T

type Cache<T> = { state: LatchState; selector: (state: LatchState) => T; value: T }

/**
 * Reads a slice of the Latch store and re-renders only when that slice changes. Built on
 * `useSyncExternalStore`; a selector may return a new object each time if `isEqual` says
 * when two are the same (e.g. {@link shallowEqual}).
 *
 * @example
 * const view = useLatchStore((state) => state.history.at(-1)?.view)
 */
export function useLatchStore<T>(
  selector: UseLatchStoreParameters<T>['selector'],
  isEqual: NonNullable<UseLatchStoreParameters<T>['isEqual']> = Object.is,
): UseLatchStoreReturnType<T> {
  const client = useLatchClient('useLatchStore')
  const cache = useRef<Cache<T> | undefined>(undefined)
  const serverState = useContext(LatchServerStateContext)
  const read = useCallback(
    (state: LatchState): T => {
      const last = cache.current
      if (last && last.state === state && last.selector === selector) return last.value
      const next = selector(state)
      // Keep the previous reference when equal, so React sees "no change" and skips the render.
      const value = last && isEqual(last.value, next) ? last.value : next
      cache.current = { state, selector, value }
      return value
    },
    [selector, isEqual],
  )
  const getSnapshot = useCallback(() => read(client.getState()), [client, read])
  // A server-rendered page: the server and the hydrating render read the state it started from;
  // React then re-renders with the client's own if that differs.
  const getServerSnapshot = useCallback(
    () => (serverState ? read(serverState) : getSnapshot()),
    [serverState, read, getSnapshot],
  )
  return useSyncExternalStore(client.subscribe, getSnapshot, getServerSnapshot)
}

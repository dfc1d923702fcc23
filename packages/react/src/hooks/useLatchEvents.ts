import type { LatchEvent } from '@latch/core'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'

export type UseLatchEventsParameters = {
  /**
   * Called for every event, in order (the returned value only holds the last one: two events
   * in one tick render once).
   */
  onEvent?: (event: LatchEvent) => void
}

/** The last event emitted (MODAL_OPEN, CONNECT_SUCCESS, …); `undefined` before the first. */
export type UseLatchEventsReturnType = LatchEvent | undefined

/**
 * Follows the modal's events: re-renders with the last one, and can call `onEvent` for each.
 *
 * @example
 * const event = useLatchEvents({ onEvent: (e) => analytics.track(e.data.event) })
 * event?.data.event // 'CONNECT_SUCCESS'
 */
export function useLatchEvents(
  parameters: UseLatchEventsParameters = {},
): UseLatchEventsReturnType {
  const client = useLatchClient('useLatchEvents')
  const onEvent = useRef(parameters.onEvent)
  useEffect(() => {
    onEvent.current = parameters.onEvent
  })
  useEffect(() => client.subscribeEvents((event) => onEvent.current?.(event)), [client])
  return useSyncExternalStore(client.subscribeEvents, client.events.last, client.events.last)
}

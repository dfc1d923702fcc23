import type { Client } from '../client/types.ts'
import { push } from '../router/history.ts'
import type { RouteEntry } from '../router/views.ts'

/** The view to show, with its parameters. */
export type PushViewParameters = RouteEntry
/** What {@link pushView} returns. */
export type PushViewReturnType = undefined
/** {@link pushView} throws nothing by design. */
export type PushViewErrorType = never

/**
 * Shows `entry` on top of the current view (back returns to it).
 *
 * @example
 * latch.pushView({ view: 'Networks' })
 */
export function pushView(client: Client, entry: PushViewParameters): PushViewReturnType {
  client.store.setState((state) => push(state, entry))
}

import type { Client } from '../client/types.ts'
import { replace } from '../router/history.ts'
import type { RouteEntry } from '../router/views.ts'

/** The view to show, with its parameters. */
export type ReplaceViewParameters = RouteEntry
/** What {@link replaceView} returns. */
export type ReplaceViewReturnType = undefined
/** {@link replaceView} throws nothing by design. */
export type ReplaceViewErrorType = never

/**
 * Shows `entry` in place of the current view (back skips it).
 *
 * @example
 * latch.replaceView({ view: 'Account' })
 */
export function replaceView(client: Client, entry: ReplaceViewParameters): ReplaceViewReturnType {
  client.store.setState((state) => replace(state, entry))
}

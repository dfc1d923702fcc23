import type { Client } from '../client/types.ts'
import { pop, push, replace } from '../router/history.ts'
import type { RouteEntry } from '../router/views.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { close } from './close.ts'

/** Shows `entry` on top of the current view. */
export function pushView(client: Client, entry: RouteEntry): void {
  client.store.setState((state) => push(state, entry))
}

/** Shows `entry` in place of the current view (back skips it). */
export function replaceView(client: Client, entry: RouteEntry): void {
  client.store.setState((state) => replace(state, entry))
}

/**
 * SPEC §2 back: pops the history; with one entry left it closes the modal; when connected,
 * going back to Connect shows Account.
 */
export function goBack(client: Client): void {
  const state = client.store.getState()
  const next = pop(
    state,
    (namespace) =>
      state.accounts[namespace ?? getActiveNamespace(client, state)]?.status === 'connected',
  )
  if (next) client.store.setState(next)
  else close(client)
}

import type { Client } from '../client/types.ts'
import { pop } from '../router/history.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { close } from './close.ts'

/** What {@link goBack} returns. */
export type GoBackReturnType = undefined
/** {@link goBack} throws nothing by design. */
export type GoBackErrorType = never

/**
 * SPEC §2 back: pops the history; with one entry left it closes the modal; when connected,
 * going back to Connect shows Account.
 *
 * @example
 * latch.goBack()
 */
export function goBack(client: Client): GoBackReturnType {
  const state = client.store.getState()
  const next = pop(
    state,
    (namespace) =>
      state.accounts[namespace ?? getActiveNamespace(client, state)]?.status === 'connected',
  )
  if (next) client.store.setState(next)
  else close(client)
}

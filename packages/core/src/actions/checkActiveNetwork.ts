import type { Client } from '../client/types.ts'
import { getActiveNamespace, getActiveNetwork } from '../selectors/networks.ts'
import { close } from './close.ts'
import { open } from './open.ts'

/** What {@link checkActiveNetwork} returns. */
export type CheckActiveNetworkReturnType = undefined
/** {@link checkActiveNetwork} throws nothing by design. */
export type CheckActiveNetworkErrorType = never

/**
 * SPEC §4: a connected account on a network the site doesn't list opens UnsupportedChain,
 * unless network switching is disabled or unsupported chains are allowed. Otherwise a modal
 * still showing a connecting view closes: the visitor is done.
 */
export function checkActiveNetwork(client: Client): CheckActiveNetworkReturnType {
  const state = client.store.getState()
  const namespace = getActiveNamespace(client, state)
  if (state.accounts[namespace]?.status !== 'connected') return
  const unsupported = 'unsupported' in getActiveNetwork(client, state)
  const mayPrompt =
    !client.options.allowUnsupportedChain && client.options.enableNetworkSwitch !== false
  if (unsupported && mayPrompt) {
    void open(client, { view: 'UnsupportedChain' })
    return
  }
  const view = state.history.at(-1)?.view
  // An embedded modal is always shown: "closing" it resets it to Account.
  const shown = state.open || client.options.enableEmbedded === true
  if (shown && (view === 'ConnectingExternal' || view === 'UnsupportedChain')) close(client)
}

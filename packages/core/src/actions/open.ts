import type { LatchClient } from '../client/createLatch.ts'
import { isMobile } from '../platform/isMobile.ts'
import { getInitialView } from '../router/getInitialView.ts'
import { reset } from '../router/history.ts'
import type { RouteEntry, ViewName, ViewParameters } from '../router/views.ts'
import { getActiveNamespace, getNamespaceNetwork } from '../selectors/networks.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { setActiveNetwork } from './switchNetwork.ts'

export type OpenParameters = {
  /** The view to open on (SPEC §2 opening rule 1). */
  view?: ViewName
  /** Parameters of that view. */
  arguments?: ViewParameters[keyof ViewParameters]
  /** Open for this namespace (switches the active namespace first). */
  namespace?: ChainNamespace
}

/**
 * Opens the modal on the view SPEC §2's opening rules pick. Works from any code.
 *
 * @example
 * latch.open()                      // Connect, or Account when connected
 * latch.open({ view: 'Networks' })
 */
export async function open(client: LatchClient, parameters: OpenParameters = {}): Promise<void> {
  const state = client.store.getState()
  const namespace = parameters.namespace ?? getActiveNamespace(client, state)
  const requested = parameters.view
    ? ({ view: parameters.view, params: parameters.arguments } as RouteEntry)
    : undefined
  const entry = getInitialView({
    requested,
    hasAddress: Boolean(state.accounts[namespace]?.address),
    hasAdapters: client.adapters.length > 0,
    isMobile: isMobile(),
  })
  const wasOpen = state.open
  // Opening for a namespace makes it active with its network, so buttons and views agree.
  const network = parameters.namespace
    ? getNamespaceNetwork(client, state, parameters.namespace)
    : undefined
  if (network) setActiveNetwork(client, network)
  client.store.setState({ ...reset(entry), open: true })
  if (!wasOpen) client.events.emit('MODAL_OPEN', { view: entry.view })
}

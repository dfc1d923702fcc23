import type { Client } from '../client/types.ts'
import { getOpeningView } from '../router/getOpeningView.ts'
import { reset } from '../router/history.ts'
import type { ViewName, ViewParameters } from '../router/views.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import type { ModalClosedError } from '../send/errors.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { SendTokenReturnType } from './sendToken.ts'
import { setActiveNetwork } from './setActiveNetwork.ts'

/** Parameters of {@link open}. */
export type OpenParameters<view extends ViewName = ViewName> = {
  /** The view to open on (SPEC §2 opening rule 1). */
  view?: view
  /** Parameters of that view (SPEC §2): only views that take some accept them. */
  arguments?: view extends keyof ViewParameters ? ViewParameters[view] : never
  /** Open for this namespace (switches the active namespace first). */
  namespace?: ChainNamespace
}

/** What `open()` resolves with: the sent transaction for WalletSend, nothing for other views. */
export type OpenReturnType<view extends ViewName = ViewName> = [view] extends ['WalletSend']
  ? SendTokenReturnType
  : undefined

/** What {@link open} may throw, by class. */
export type OpenErrorType = ModalClosedError

/**
 * Opens the modal on the view SPEC §2's opening rules pick. Works from any code.
 *
 * @example
 * latch.open()                      // Connect, or Account when connected
 * latch.open({ view: 'Networks' })
 * const { hash } = await latch.open({ view: 'WalletSend', arguments: { to: 'bob.latch' } })
 *
 * Opened on WalletSend, it resolves with `{ hash }` once the visitor's send succeeds, and
 * rejects with ModalClosedError ('Modal closed') if the modal closes first (SPEC §4).
 */
export async function open<view extends ViewName = ViewName>(
  client: Client,
  parameters: OpenParameters<view> = {},
): Promise<OpenReturnType<view>> {
  const state = client.store.getState()
  const entry = getOpeningView(client, parameters)
  const wasOpen = state.open
  // Opening for a namespace makes it active with its network, so buttons and views agree.
  const network = parameters.namespace
    ? getNamespaceNetwork(client, state, parameters.namespace)
    : undefined
  if (network) setActiveNetwork(client, network)
  // Loaded with Send's own code (SPEC §1); once subscribed it looks back at what happened since.
  const since = Date.now()
  const sent =
    entry.view === 'WalletSend'
      ? import('./waitForSend.ts').then((module) => module.waitForSend(client, since))
      : undefined
  client.store.setState({ ...reset(entry), open: true })
  if (!wasOpen) client.events.emit('MODAL_OPEN', { view: entry.view })
  return (await sent) as OpenReturnType<view>
}

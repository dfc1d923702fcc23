import type { Client } from '../client/types.ts'
import type { RouteEntry, SwitchActiveChainParameters } from '../router/views.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import { activateNetwork } from './activateNetwork.ts'

/** The SwitchActiveChain entry of the history to complete. */
export type CompleteSwitchActiveChainParameters = {
  view: 'SwitchActiveChain'
  params?: SwitchActiveChainParameters | undefined
}
/** What {@link completeSwitchActiveChain} returns. */
export type CompleteSwitchActiveChainReturnType = undefined
/** {@link completeSwitchActiveChain} throws nothing by design. */
export type CompleteSwitchActiveChainErrorType = never

/**
 * Completes SwitchActiveChain (SPEC §2) once its namespace has a wallet: the modal lands on
 * `navigateTo` (Account by default) — back on it when it lies below in the history, else as the
 * only view (also when `replace` is set) — and the namespace's network becomes the active one.
 * When the wallet sits on another network of that namespace, SwitchNetwork asks it to move first
 * (and returns to `navigateTo` after). Does nothing once the entry has left the history.
 *
 * @example
 * completeSwitchActiveChain(latch, entry) // entry: the SwitchActiveChain view's
 */
export function completeSwitchActiveChain(
  client: Client,
  entry: CompleteSwitchActiveChainParameters,
): CompleteSwitchActiveChainReturnType {
  const state = client.store.getState()
  const at = state.history.indexOf(entry as RouteEntry)
  if (at < 0 || !entry.params) return
  const { namespace, navigateTo = 'Account', replace = false, network } = entry.params
  const target = network ?? getNamespaceNetwork(client, state, namespace)
  const below = state.history.slice(0, at)
  const landing = replace ? -1 : below.findLastIndex((candidate) => candidate.view === navigateTo)
  const history: RouteEntry[] =
    landing >= 0 ? below.slice(0, landing + 1) : [{ view: navigateTo } as RouteEntry]
  const onTarget = !target || state.activeCaipNetworkIds[namespace] === target.caipNetworkId
  if (!onTarget) history.push({ view: 'SwitchNetwork', params: { network: target } })
  client.store.setState({ history, direction: 'next' })
  if (target && onTarget) activateNetwork(client, target)
}

import type { LatchClient, RouteEntry, SwitchActiveChainParameters } from '@latch/core'
import { getNamespaceNetwork } from '@latch/core/internal'
import { activateNetwork } from '../Networks/activateNetwork.ts'

/** A SwitchActiveChain entry of the history stack. */
export type SwitchActiveChainEntry = RouteEntry & {
  view: 'SwitchActiveChain'
  params: SwitchActiveChainParameters
}

/**
 * Finishes SwitchActiveChain once its namespace has a wallet: the modal lands on `navigateTo`
 * (Account by default) — back on it when it lies below in the history, else as the only view
 * (also when `replace` is set) — and the namespace's network becomes the active one. When the
 * wallet sits on another network of that namespace, SwitchNetwork asks it to move first (and
 * returns to `navigateTo` after).
 */
export function completeSwitch(client: LatchClient, entry: SwitchActiveChainEntry): void {
  const { namespace, navigateTo = 'Account', replace = false, network } = entry.params
  const state = client.getState()
  const target = network ?? getNamespaceNetwork(client, state, namespace)
  const below = state.history.slice(0, Math.max(0, state.history.indexOf(entry)))
  const landing = replace ? -1 : below.findLastIndex((candidate) => candidate.view === navigateTo)
  const history: RouteEntry[] =
    landing >= 0 ? below.slice(0, landing + 1) : [{ view: navigateTo } as RouteEntry]
  const onTarget = !target || state.activeCaipNetworkIds[namespace] === target.caipNetworkId
  if (!onTarget) history.push({ view: 'SwitchNetwork', params: { network: target } })
  client.store.setState({ history, direction: 'next' })
  if (target && onTarget) activateNetwork(client, target)
}

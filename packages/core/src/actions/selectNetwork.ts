import type { Client } from '../client/types.ts'
import { LatchError } from '../errors/base.ts'
import { NetworkNotFoundError } from '../errors/connection.ts'
import { isNamespaceConnected } from '../selectors/isNamespaceConnected.ts'
import { getActiveNamespace, getActiveNetwork } from '../selectors/networks.ts'
import type { CaipNetwork } from '../types/network.ts'
import { activateNetwork } from './activateNetwork.ts'
import { completeNetworkSwitch } from './completeNetworkSwitch.ts'
import { goBack } from './goBack.ts'
import { pushView } from './pushView.ts'
import { showToast } from './showToast.ts'
import { switchNetwork } from './switchNetwork.ts'

/** The network the visitor picked in the list. */
export type SelectNetworkParameters = CaipNetwork
/** What {@link selectNetwork} resolves with. */
export type SelectNetworkReturnType = undefined
/** {@link selectNetwork} throws nothing: a refused switch is an error toast. */
export type SelectNetworkErrorType = never

/**
 * What picking a network in the Networks view does (SPEC §4 Network switch):
 * - the current one: back;
 * - its namespace's wallet is connected and already there (another family was active): that
 *   namespace becomes active at once, both connections kept;
 * - its namespace's wallet is connected elsewhere: SwitchNetwork asks the wallet and waits;
 * - no wallet of its namespace while another family's is connected: SwitchActiveChain offers
 *   to connect one first (the active network changes once it is connected);
 * - nothing connected: the site's network changes at once; a network of another family then
 *   offers to connect a wallet for it (SwitchActiveChain), one of the same family closes.
 *
 * @example
 * await selectNetwork(latch, arbitrum)
 */
export async function selectNetwork(
  client: Client,
  network: SelectNetworkParameters,
): Promise<SelectNetworkReturnType> {
  const state = client.store.getState()
  if (getActiveNetwork(client, state).caipNetworkId === network.caipNetworkId) {
    goBack(client)
    return
  }
  const namespace = network.chainNamespace
  if (isNamespaceConnected(state, namespace)) {
    if (state.activeCaipNetworkIds[namespace] === network.caipNetworkId) {
      activateNetwork(client, network)
      completeNetworkSwitch(client)
    } else {
      pushView(client, { view: 'SwitchNetwork', params: { network } })
    }
    return
  }
  const switchChain = {
    view: 'SwitchActiveChain',
    params: { namespace, network, navigateTo: 'Account' },
  } as const
  if (state.connectedNamespaces.some((connected) => isNamespaceConnected(state, connected))) {
    pushView(client, switchChain)
    return
  }
  const otherFamily = namespace !== getActiveNamespace(client, state)
  try {
    await switchNetwork(client, { network })
    if (otherFamily) pushView(client, switchChain)
    else completeNetworkSwitch(client)
  } catch (error) {
    const shown = error instanceof LatchError ? error : new NetworkNotFoundError({ cause: error })
    showToast(client, { message: shown.shortMessage, error: shown, variant: 'error' })
  }
}

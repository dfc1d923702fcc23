import {
  type CaipNetwork,
  type ChainNamespace,
  type LatchClient,
  LatchError,
  type LatchState,
  NetworkNotFoundError,
} from '@latch/core'
import { getActiveNamespace, getActiveNetwork } from '@latch/core/internal'
import { switchNetworkOnce } from '../../utils/switchNetworkOnce.ts'
import { activateNetwork } from './activateNetwork.ts'
import { finishSwitch } from './finishSwitch.ts'

export const isNamespaceConnected = (state: LatchState, namespace: ChainNamespace) =>
  !!state.connectedConnectorIds[namespace] && state.accounts[namespace]?.status === 'connected'

/**
 * What picking a network does:
 * - the current one: back;
 * - its namespace's wallet is connected and already there (another family was active): that
 *   namespace becomes active at once, both connections kept;
 * - its namespace's wallet is connected elsewhere: SwitchNetwork asks the wallet and waits;
 * - no wallet of its namespace while another family's is connected: SwitchActiveChain offers
 *   to connect one first (the active network changes once it is connected);
 * - nothing connected: the site's network changes at once; a network of another family then
 *   offers to connect a wallet for it (SwitchActiveChain), one of the same family closes.
 */
export async function selectNetwork(client: LatchClient, network: CaipNetwork): Promise<void> {
  const state = client.getState()
  if (getActiveNetwork(client, state).caipNetworkId === network.caipNetworkId) {
    client.goBack()
    return
  }
  const namespace = network.chainNamespace
  if (isNamespaceConnected(state, namespace)) {
    if (state.activeCaipNetworkIds[namespace] === network.caipNetworkId) {
      activateNetwork(client, network)
      finishSwitch(client)
    } else {
      client.pushView({ view: 'SwitchNetwork', params: { network } })
    }
    return
  }
  const switchChain = {
    view: 'SwitchActiveChain',
    params: { namespace, network, navigateTo: 'Account' },
  } as const
  if (state.connectedNamespaces.some((connected) => isNamespaceConnected(state, connected))) {
    client.pushView(switchChain)
    return
  }
  const otherFamily = namespace !== getActiveNamespace(client, state)
  try {
    await switchNetworkOnce(client, network)
    if (otherFamily) client.pushView(switchChain)
    else finishSwitch(client)
  } catch (error) {
    const shown = error instanceof LatchError ? error : new NetworkNotFoundError({ cause: error })
    client.showToast({ message: shown.shortMessage, variant: 'error' })
  }
}

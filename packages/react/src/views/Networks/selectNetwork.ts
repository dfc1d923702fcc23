import { type CaipNetwork, type LatchClient, LatchError } from '@latch/core'
import { switchNetworkOnce } from '../../utils/switchNetworkOnce.ts'
import { finishSwitch } from './finishSwitch.ts'

/**
 * What picking a network does. With a wallet connected on that namespace, the wallet has to
 * approve: the SwitchNetwork view asks and waits. Otherwise only the site's active network
 * changes, at once. Picking the current network just goes back.
 */
export async function selectNetwork(client: LatchClient, network: CaipNetwork): Promise<void> {
  const state = client.getState()
  if (state.activeCaipNetworkId === network.caipNetworkId) {
    client.goBack()
    return
  }
  const namespace = network.chainNamespace
  if (state.connectedConnectorIds[namespace] && state.accounts[namespace]?.status === 'connected') {
    client.pushView({ view: 'SwitchNetwork', params: { network } })
    return
  }
  try {
    await switchNetworkOnce(client, network)
    finishSwitch(client)
  } catch (error) {
    const message = error instanceof LatchError ? error.shortMessage : 'Network not found'
    client.showToast({ message, variant: 'error' })
  }
}

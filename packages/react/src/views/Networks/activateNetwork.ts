import type { CaipNetwork, LatchClient } from '@latch/core'
import { setActiveNetwork } from '@latch/core/internal'

/**
 * Makes `network` the active one when its namespace's wallet is already on it: only the site's
 * active namespace changes, nothing is asked of the wallet, and both connections stay. The
 * balance comes back from core's 30 s cache (setActiveNetwork clears it).
 */
export function activateNetwork(client: LatchClient, network: CaipNetwork): void {
  setActiveNetwork(client, network)
  client.events.emit('SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
  void client.fetchBalance({ namespace: network.chainNamespace })
}

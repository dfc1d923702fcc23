import type { Client } from '../client/types.ts'
import type { CaipNetwork } from '../types/network.ts'
import { fetchBalance } from './fetchBalance.ts'
import { setActiveNetwork } from './setActiveNetwork.ts'

/** A network whose namespace's wallet is already on it. */
export type ActivateNetworkParameters = CaipNetwork
/** What {@link activateNetwork} returns. */
export type ActivateNetworkReturnType = undefined
/** {@link activateNetwork} throws nothing by design. */
export type ActivateNetworkErrorType = never

/**
 * Makes `network` the active one when its namespace's wallet is already on it: only the site's
 * active namespace changes, nothing is asked of the wallet, and every connection stays. Emits
 * SWITCH_NETWORK; the balance comes back from the 30 s cache (setActiveNetwork clears it).
 *
 * @example
 * activateNetwork(latch, solanaDevnet)
 */
export function activateNetwork(
  client: Client,
  network: ActivateNetworkParameters,
): ActivateNetworkReturnType {
  setActiveNetwork(client, network)
  client.events.emit('SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
  void fetchBalance(client, { namespace: network.chainNamespace })
}

import { shared } from '../client/shared.ts'
import type { Client } from '../client/types.ts'
import { ChainNotSupportedError, NetworkNotFoundError } from '../errors/connection.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { findNetwork } from '../selectors/networks.ts'
import type { CaipNetwork } from '../types/network.ts'
import { fetchBalance } from './fetchBalance.ts'
import { setActiveNetwork } from './setActiveNetwork.ts'

/** Parameters of {@link switchNetwork}. */
export type SwitchNetworkParameters = {
  /** One of the site's networks (`createLatch({ networks })`). */
  network: CaipNetwork
}
/** What {@link switchNetwork} resolves with. */
export type SwitchNetworkReturnType = undefined
/** What {@link switchNetwork} may throw, by class. */
export type SwitchNetworkErrorType = NetworkNotFoundError | ChainNotSupportedError

/**
 * Switches to `network`. Connected: the wallet is asked (the adapter adds the chain first when the
 * wallet doesn't know it, SPEC §8 codes 4902 / 5000 / 32603). Not connected on that namespace:
 * only the active network changes. Throws NetworkNotFoundError for a network the site doesn't
 * list, ChainNotSupportedError when the wallet refuses; the active network is unchanged then.
 *
 * @example
 * import { arbitrum } from '@latch/core/networks'
 * await latch.switchNetwork({ network: arbitrum })
 */
export function switchNetwork(
  client: Client,
  { network }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  // One request per target at a time: a second call joins the pending one.
  return shared(client, `switch:${network.caipNetworkId}`, () => switchOnce(client, network))
}

async function switchOnce(client: Client, network: CaipNetwork): Promise<SwitchNetworkReturnType> {
  if (!findNetwork(client, network.caipNetworkId)) throw new NetworkNotFoundError()
  const namespace = network.chainNamespace
  const state = client.store.getState()
  const connectorId = state.connectedConnectorIds[namespace]
  if (connectorId && state.accounts[namespace]?.status === 'connected') {
    try {
      await getAdapter(client, namespace).switchNetwork({ connectorId, network })
    } catch (cause) {
      if (isUserRejection(cause)) client.events.emit('USER_REJECTED', { action: 'switchNetwork' })
      throw new ChainNotSupportedError({ cause })
    }
  }
  setActiveNetwork(client, network)
  client.events.emit('SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
  void fetchBalance(client, { namespace })
}

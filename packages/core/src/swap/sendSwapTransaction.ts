import type { ConvertTransaction } from '../api/convert.ts'
import type { Client } from '../client/types.ts'
import { NotConnectedError } from '../errors/connection.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { findNetwork } from '../selectors/networks.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { SwapState } from './swapState.ts'

/** The connected eip155 account the swap is made from, and its network. */
export type SwapAccount = {
  address: string
  connectorId: string
  network: CaipNetwork
}

/** The account and network the open swap goes out from; NotConnectedError without one. */
export function getSwapAccount(
  client: Client,
  swap: Pick<SwapState, 'caipNetworkId'>,
): SwapAccount {
  const state = client.store.getState()
  const address = state.accounts.eip155?.address
  const connectorId = state.connectedConnectorIds.eip155
  const network = findNetwork(client, swap.caipNetworkId)
  if (!address || !connectorId || !network) throw new NotConnectedError()
  return { address, connectorId, network }
}

/**
 * Asks the wallet to send a transaction the server built (an approval, a swap) as it is,
 * with its gas limit when it has one: a swap whose price moved past the slippage then fails on
 * chain (funds stay) rather than in the wallet's own estimate. Resolves with the hash.
 */
export function sendSwapTransaction(
  client: Client,
  account: SwapAccount,
  tx: ConvertTransaction,
): Promise<string> {
  return getAdapter(client, 'eip155').sendTransaction({
    connectorId: account.connectorId,
    network: account.network,
    from: account.address,
    to: tx.to,
    value: BigInt(tx.value),
    data: tx.data,
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
  })
}

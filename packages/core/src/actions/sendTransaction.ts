import type { Client } from '../client/types.ts'
import { NotConnectedError, TransactionRejectedError } from '../errors/connection.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { getActiveNamespace, getNamespaceNetwork } from '../selectors/networks.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { fetchBalance } from './fetchBalance.ts'

export type SendTransactionParameters = {
  to: string
  /** In the chain's smallest unit (wei, lamports). */
  value: bigint
  data?: string
  namespace?: ChainNamespace
}

/**
 * Sends a transaction from the connected account and returns its hash. Throws
 * TransactionRejectedError when the visitor declines (4001). The balance refreshes after.
 */
export async function sendTransaction(
  client: Client,
  parameters: SendTransactionParameters,
): Promise<string> {
  const state = client.store.getState()
  const namespace = parameters.namespace ?? getActiveNamespace(client, state)
  const from = state.accounts[namespace]?.address
  const connectorId = state.connectedConnectorIds[namespace]
  const network = getNamespaceNetwork(client, state, namespace)
  if (!from || !connectorId || !network) throw new NotConnectedError()
  try {
    const hash = await getAdapter(client, namespace).sendTransaction({
      connectorId,
      network,
      from,
      to: parameters.to,
      value: parameters.value,
      ...(parameters.data ? { data: parameters.data } : {}),
    })
    void fetchBalance(client, { namespace, force: true })
    return hash
  } catch (cause) {
    if (isUserRejection(cause)) throw new TransactionRejectedError({ cause })
    throw cause
  }
}

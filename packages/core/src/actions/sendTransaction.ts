import type { Client } from '../client/types.ts'
import { NotConnectedError, TransactionRejectedError } from '../errors/connection.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { getActiveNamespace, getNamespaceNetwork } from '../selectors/networks.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { fetchBalance } from './fetchBalance.ts'

/** Parameters of {@link sendTransaction}. */
export type SendTransactionParameters = {
  to: string
  /** In the chain's smallest unit (wei, lamports). */
  value: bigint
  data?: string
  namespace?: ChainNamespace
}

/** The transaction hash (the signature on solana). */
export type SendTransactionReturnType = string
/** What {@link sendTransaction} may throw, by class. */
export type SendTransactionErrorType = NotConnectedError | TransactionRejectedError

/**
 * Sends a transaction from the connected account and returns its hash. Throws
 * TransactionRejectedError when the visitor declines (4001). The balance refreshes after.
 *
 * @example
 * const hash = await latch.sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n })
 */
export async function sendTransaction(
  client: Client,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
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

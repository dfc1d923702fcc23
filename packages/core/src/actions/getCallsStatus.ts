import { type CallsStatus, toCallsStatus } from '../calls/callsStatus.ts'
import { getEip155Wallet } from '../calls/walletRequest.ts'
import type { Client } from '../client/types.ts'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/constants.ts'
import type { NotConnectedError } from '../errors/connection.ts'
import type { CallsNotSupportedError } from '../errors/smartAccount.ts'
import { fetchBalance } from './fetchBalance.ts'

/** Parameters of {@link getCallsStatus}. */
export type GetCallsStatusParameters = {
  /** What `sendCalls` resolved with. */
  id: string
}

/** The batch's status (`pending`, `success`, `failure`), its receipts once mined. */
export type GetCallsStatusReturnType = CallsStatus
/** What {@link getCallsStatus} may throw, by class. */
export type GetCallsStatusErrorType = NotConnectedError | CallsNotSupportedError

/**
 * Reads a batch's status from the connected eip155 wallet (EIP-5792 `wallet_getCallsStatus`).
 * Once it succeeded, the balance is read again (and, for the embedded smart account, whether it
 * is deployed now).
 *
 * @example
 * const { status, receipts } = await latch.getCallsStatus({ id })
 */
export async function getCallsStatus(
  client: Client,
  { id }: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  const wallet = getEip155Wallet(client)
  const status = toCallsStatus(id, (await wallet.request('wallet_getCallsStatus', [id])) as never)
  if (status.status === 'success') {
    void fetchBalance(client, { namespace: 'eip155', force: true })
    const account = client.store.getState().accounts.eip155
    if (wallet.connectorId === EMBEDDED_CONNECTOR_ID && account?.smartAccountDeployed === false) {
      void import('../embedded/accountSelection.ts').then((module) =>
        module.reselectEmbeddedAccount(client, wallet.network.caipNetworkId),
      )
    }
  }
  return status
}

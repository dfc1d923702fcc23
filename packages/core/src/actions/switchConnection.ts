import type { Client } from '../client/types.ts'
import { connectorOf, dropConnection, reconnectConnection } from '../connection/dropConnection.ts'
import { AUTH_CONNECTOR_ID } from '../connection/mergeConnections.ts'
import { getConnectionRelation } from '../selectors/connections.ts'
import { checkSiwx } from '../siwx/checkSiwx.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { pushView } from './pushView.ts'

/** Parameters of {@link switchConnection}. */
export type SwitchConnectionParameters = {
  namespace: ChainNamespace
  /** The wallet to make the namespace's connected one. */
  connectorId: string
}
/**
 * What {@link switchConnection} resolves with: the wallet's connection, now the connected one;
 * `undefined` when a login flow was opened instead (the wallet had no connection to reuse).
 */
export type SwitchConnectionReturnType = AdapterConnection | undefined
/** {@link switchConnection} throws nothing: a wallet that no longer answers starts a login. */
export type SwitchConnectionErrorType = never

/**
 * SPEC §4 Connection relation to a connector: switching to a connected or active connector
 * reconnects the existing connection without a wallet prompt, and it becomes the namespace's
 * connected one (the previous one stays, 'active'). Switching to a disconnected connector (or to
 * one whose wallet no longer grants access: its stored connection goes) starts a new login
 * flow in the modal: the external wallet's (ConnectingExternal), WalletConnect's, or email and
 * social through Connect for the embedded wallet.
 *
 * @example
 * const connection = await latch.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' })
 * if (!connection) // the modal shows the wallet's login flow
 */
export async function switchConnection(
  client: Client,
  { namespace, connectorId }: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  const relation = getConnectionRelation(client.store.getState(), { namespace, connectorId })
  if (relation !== 'disconnected') {
    const connection = await reconnectConnection(client, namespace, connectorId)
    if (connection) {
      // Another account may need its own sign-in (SPEC §4 SIWX).
      await checkSiwx(client, namespace)
      return connection
    }
    await dropConnection(client, namespace, connectorId, false)
  }
  const connector = connectorOf(client, namespace, connectorId)
  if (connector.type === 'WALLET_CONNECT') pushView(client, { view: 'ConnectingWalletConnect' })
  else if (connector.id === AUTH_CONNECTOR_ID || connector.type === 'AUTH')
    pushView(client, { view: 'Connect', params: { namespace } })
  else pushView(client, { view: 'ConnectingExternal', params: { connectorId } })
  return undefined
}

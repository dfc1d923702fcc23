import { shared } from '../client/shared.ts'
import type { Client } from '../client/types.ts'
import { applyConnection } from '../connection/applyConnection.ts'
import {
  ConnectFailedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
} from '../errors/connection.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import { checkSiwx } from '../siwx/checkSiwx.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import type { AccountState } from '../types/state.ts'
import { checkActiveNetwork } from './checkActiveNetwork.ts'
import { fetchBalance } from './fetchBalance.ts'

/** Parameters of {@link connect}. */
export type ConnectParameters = { connectorId: string }
/** What {@link connect} resolves with. */
export type ConnectReturnType = AdapterConnection
/** What {@link connect} may throw, by class. */
export type ConnectErrorType = ConnectionRejectedError | ConnectFailedError | ConnectorNotFoundError

/**
 * Connects the wallet behind `connectorId`. Throws ConnectionRejectedError ('Connection
 * rejected') when the visitor declines (4001) and ConnectFailedError ('Failed to connect')
 * otherwise; the namespace goes back to its previous status either way.
 *
 * @example
 * await latch.connect({ connectorId: 'io.metamask' })
 */
export function connect(
  client: Client,
  { connectorId }: ConnectParameters,
): Promise<ConnectReturnType> {
  // One request per connector at a time: a second call joins the pending one.
  return shared(client, `connect:${connectorId}`, () => connectOnce(client, connectorId))
}

async function connectOnce(client: Client, connectorId: string): Promise<ConnectReturnType> {
  const connector = client.store.getState().connectors.find((c) => c.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ details: `unknown connector ${connectorId}` })
  const namespace = connector.chain
  const adapter = getAdapter(client, namespace)
  const network = getNamespaceNetwork(client, client.store.getState(), namespace)
  if (!network) throw new ConnectFailedError({ details: `no ${namespace} network configured` })

  client.events.emit('SELECT_WALLET', { name: connector.name, connectorId, namespace })
  const previous = client.store.getState().accounts[namespace]
  setStatus(client, namespace, { ...previous, status: 'connecting' })
  let connection: AdapterConnection
  try {
    connection = await adapter.connect({ connectorId, network })
  } catch (cause) {
    setStatus(client, namespace, previous ?? { status: 'disconnected' })
    if (isUserRejection(cause)) {
      client.events.emit('USER_REJECTED', { connectorId })
      throw new ConnectionRejectedError({ cause })
    }
    client.events.emit('CONNECT_ERROR', { connectorId, message: errorMessage(cause) })
    const error = new ConnectFailedError({ cause })
    // Loaded on first use: most visits never report an error (SPEC §1: pay for what you open).
    void import('./reportError.ts').then((module) =>
      module.reportError(client, error, { event: 'CONNECT_ERROR', category: 'CONNECTION_ERROR' }),
    )
    throw error
  }
  applyConnection(client, connector, connection)
  client.events.emit('CONNECT_SUCCESS', { connectorId, namespace, name: connector.name })
  void fetchBalance(client, { namespace })
  // Before the caller sees the connection (its view closes then): SIWXSignMessage, if needed,
  // takes the connecting view's place rather than opening after the modal closed.
  await checkSiwx(client, namespace)
  checkActiveNetwork(client)
  return connection
}

function setStatus(client: Client, namespace: string, account: AccountState): void {
  client.store.setState((state) => ({ accounts: { ...state.accounts, [namespace]: account } }))
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

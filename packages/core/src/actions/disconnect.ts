import type { Client } from '../client/types.ts'
import { clearConnection } from '../connection/clearConnection.ts'
import { DisconnectChainFailedError, DisconnectFailedError } from '../errors/connection.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { close } from './close.ts'

/** Parameters of {@link disconnect}. */
export type DisconnectParameters = {
  /** Only this namespace; every connected namespace when left out. */
  namespace?: ChainNamespace
}

/** What {@link disconnect} resolves with. */
export type DisconnectReturnType = undefined
/** What {@link disconnect} may throw, by class. */
export type DisconnectErrorType = DisconnectFailedError | DisconnectChainFailedError

/**
 * Disconnects one namespace, or all. The local state is cleared even when the wallet fails to
 * acknowledge (the visitor asked to leave); the failure is then thrown as 'Failed to disconnect
 * chain' (one namespace) or 'Failed to disconnect' (all).
 *
 * @example
 * await latch.disconnect()                        // every namespace
 * await latch.disconnect({ namespace: 'solana' }) // one
 */
export async function disconnect(
  client: Client,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const state = client.store.getState()
  const namespaces = parameters.namespace ? [parameters.namespace] : [...state.connectedNamespaces]
  const failures: unknown[] = []
  for (const namespace of namespaces) {
    const connectorId = state.connectedConnectorIds[namespace]
    try {
      if (connectorId) await getAdapter(client, namespace).disconnect({ connectorId })
    } catch (error) {
      failures.push(error)
    }
    clearConnection(client, namespace)
  }
  // All of them, or the last one (an AUTH sign-out takes its other namespaces with it): nothing
  // is left for the Account view to show.
  if (
    parameters.namespace === undefined ||
    client.store.getState().connectedNamespaces.length === 0
  )
    close(client)
  if (failures.length) {
    client.events.emit('DISCONNECT_ERROR')
    const cause = failures[0]
    throw parameters.namespace
      ? new DisconnectChainFailedError({ cause })
      : new DisconnectFailedError({ cause })
  }
  client.events.emit('DISCONNECT_SUCCESS', { namespaces })
}

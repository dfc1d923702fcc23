import type { Client } from '../client/types.ts'
import { clearConnection } from '../connection/clearConnection.ts'
import { hasSeveralConnections, loadSeveralConnections } from '../connection/severalConnections.ts'
import { DisconnectChainFailedError, DisconnectFailedError } from '../errors/connection.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { close } from './close.ts'

/** Parameters of {@link disconnect}. */
export type DisconnectParameters =
  | {
      /** Only this namespace; every connected namespace when left out. */
      namespace?: ChainNamespace
      connectorId?: undefined
    }
  | {
      namespace: ChainNamespace
      /**
       * Only this wallet's connection of `namespace` (SPEC §4: several per namespace); the
       * others stay. When it was the connected one, the next stored wallet that still grants
       * access becomes connected; with none, the namespace disconnects.
       */
      connectorId: string
    }

/** What {@link disconnect} resolves with. */
export type DisconnectReturnType = undefined
/** What {@link disconnect} may throw, by class. */
export type DisconnectErrorType = DisconnectFailedError | DisconnectChainFailedError

/**
 * Disconnects one wallet, one namespace (every wallet connected on it), or all. The local state is cleared even when the wallet fails to
 * acknowledge (the visitor asked to leave); the failure is then thrown as 'Failed to disconnect
 * chain' (one namespace) or 'Failed to disconnect' (all).
 *
 * @example
 * await latch.disconnect()                        // every namespace
 * await latch.disconnect({ namespace: 'solana' }) // one
 * await latch.disconnect({ namespace: 'eip155', connectorId: 'io.metamask' }) // one wallet
 */
export async function disconnect(
  client: Client,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const state = client.store.getState()
  const only = parameters.connectorId
  const namespaces = parameters.namespace ? [parameters.namespace] : [...state.connectedNamespaces]
  const failures: unknown[] = []
  for (const namespace of namespaces) {
    // One wallet, or a namespace with several (SPEC §4): every one of its wallets is asked.
    if (only || hasSeveralConnections(client, namespace)) {
      const failure = await loadSeveralConnections()
        .then((module) => module.disconnectWallets(client, namespace, only))
        // Its code could not load: the visitor asked to leave, so the namespace is cleared anyway.
        .catch((error: unknown) => {
          clearConnection(client, namespace)
          return error
        })
      if (failure) failures.push(failure)
      continue
    }
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

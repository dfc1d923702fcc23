import type { Client } from '../client/types.ts'
import { applyConnection } from '../connection/applyConnection.ts'
import { clearConnection } from '../connection/clearConnection.ts'
import { hasSeveralConnections, loadSeveralConnections } from '../connection/severalConnections.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import { checkSiwx } from '../siwx/checkSiwx.ts'
import type { Connector } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { checkActiveNetwork } from './checkActiveNetwork.ts'
import { fetchBalance } from './fetchBalance.ts'

/** What {@link restoreConnections} resolves with. */
export type RestoreConnectionsReturnType = undefined
/** {@link restoreConnections} throws nothing by design. */
export type RestoreConnectionsErrorType = never

/**
 * On load: every namespace with a stored connection (status `connecting`, SPEC §4) is synced
 * with its wallet without a prompt, then settles to connected or disconnected. Only the
 * connected wallet is asked; a namespace's other stored connections stay listed as 'active' and
 * are asked (again without a prompt) when the visitor switches to one.
 */
export async function restoreConnections(client: Client): Promise<RestoreConnectionsReturnType> {
  const state = client.store.getState()
  const stored = Object.entries(state.connectedConnectorIds) as [ChainNamespace, string][]
  await Promise.all(
    stored.map(async ([namespace, connectorId]) => {
      try {
        const adapter = getAdapter(client, namespace)
        const network = getNamespaceNetwork(client, client.store.getState(), namespace)
        if (!network) throw new Error(`no ${namespace} network configured`)
        const connection = await adapter.reconnect({ connectorId, network })
        if (!connection) throw new Error('the wallet no longer grants access')
        // One id may serve several namespaces (WalletConnect, the embedded wallet's AUTH): the
        // connection is this namespace's connector's.
        const connector: Connector = client.store
          .getState()
          .connectors.find(
            (candidate) => candidate.id === connectorId && candidate.chain === namespace,
          ) ?? {
          id: connectorId,
          name: connectorId,
          type: 'EXTERNAL',
          chain: namespace,
        }
        applyConnection(client, connector, connection, { restoring: true })
        void fetchBalance(client, { namespace })
      } catch (error) {
        client.logger.info(`could not restore the ${namespace} connection`, error)
        // With other stored wallets (SPEC §4: several per namespace), the next one that still
        // grants access takes its place.
        if (hasSeveralConnections(client, namespace))
          await loadSeveralConnections()
            .then((module) => module.dropConnection(client, namespace, connectorId, false))
            // Restoring throws nothing: with no hand-over, the namespace is disconnected.
            .catch(() => clearConnection(client, namespace))
        else clearConnection(client, namespace)
      }
    }),
  )
  checkActiveNetwork(client)
  // A restored account with a valid session is not asked again (SPEC §4); `ready` waits for it.
  await checkSiwx(client)
}

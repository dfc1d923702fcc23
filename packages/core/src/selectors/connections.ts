import type { Connection, ConnectionRelation } from '../types/connector.ts'
import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

type ConnectionsState = Pick<LatchState, 'connections' | 'connectedConnectorIds' | 'accounts'>

/** Parameters of {@link getConnectionRelation}. */
export type GetConnectionRelationParameters = { namespace: ChainNamespace; connectorId: string }

/**
 * SPEC §4 Connection relation to a connector: `connected` for the namespace's connected
 * connector, `active` for another one with a stored connection, `disconnected` otherwise.
 *
 * @example
 * getConnectionRelation(latch.getState(), { namespace: 'eip155', connectorId: 'io.metamask' })
 * // 'active': connected before, another wallet is the connected one now
 */
export function getConnectionRelation(
  state: ConnectionsState,
  { namespace, connectorId }: GetConnectionRelationParameters,
): ConnectionRelation {
  if (
    state.connectedConnectorIds[namespace] === connectorId &&
    state.accounts[namespace]?.status === 'connected'
  )
    return 'connected'
  return state.connections[namespace]?.some((connection) => connection.connectorId === connectorId)
    ? 'active'
    : 'disconnected'
}

/** One of a namespace's connections with its relation, as ProfileWallets lists it. */
export type NamespaceConnection = Connection & { relation: 'connected' | 'active' }

/**
 * Every stored connection of `namespace` (SPEC §3 connections per namespace), in the order they
 * were made, each with its relation. The connected one lists the accounts the wallet grants now
 * (its `accountsChanged` updates the account state first), the selected one first.
 *
 * @example
 * getNamespaceConnections(latch.getState(), 'eip155')
 * // [{ connectorId: 'io.metamask', accounts: [...], relation: 'active' },
 * //  { connectorId: 'dev.latch.testwallet', accounts: [...], relation: 'connected' }]
 */
export function getNamespaceConnections(
  state: ConnectionsState,
  namespace: ChainNamespace,
): NamespaceConnection[] {
  return (state.connections[namespace] ?? []).map((connection) => {
    const relation = getConnectionRelation(state, {
      namespace,
      connectorId: connection.connectorId,
    }) as NamespaceConnection['relation']
    const account = state.accounts[namespace]
    if (relation !== 'connected' || !account?.address) return { ...connection, relation }
    const current = account.allAccounts?.length
      ? account.allAccounts
      : [{ address: account.address }]
    const selected = current.filter((entry) => entry.address === account.address)
    const others = current.filter((entry) => entry.address !== account.address)
    return { ...connection, accounts: [...selected, ...others], relation }
  })
}

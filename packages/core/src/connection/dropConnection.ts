import { checkActiveNetwork } from '../actions/checkActiveNetwork.ts'
import { fetchBalance } from '../actions/fetchBalance.ts'
import type { Client } from '../client/types.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import type { Connector } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { applyConnection } from './applyConnection.ts'
import { clearConnection } from './clearConnection.ts'

// Several connections per namespace (SPEC §4). Loaded on first use: a page with one wallet per
// namespace never needs it (the page-load budget).

/**
 * The connector behind `connectorId` on `namespace`; a stand-in when the wallet isn't listed
 * (yet), so its stored connection still has a name.
 */
export function connectorOf(client: Client, namespace: ChainNamespace, connectorId: string) {
  return (
    client.store
      .getState()
      .connectors.find(
        (candidate) => candidate.id === connectorId && candidate.chain === namespace,
      ) ?? ({ id: connectorId, name: connectorId, type: 'EXTERNAL', chain: namespace } as Connector)
  )
}

/**
 * Asks `connectorId`'s wallet, without a prompt, for the connection it still grants and makes it
 * the namespace's connected one. `undefined` (nothing changed) when the wallet no longer grants
 * access or isn't there.
 */
export async function reconnectConnection(
  client: Client,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<AdapterConnection | undefined> {
  const network = getNamespaceNetwork(client, client.store.getState(), namespace)
  if (!network) return undefined
  let connection: AdapterConnection | undefined
  try {
    connection = await getAdapter(client, namespace).reconnect({ connectorId, network })
  } catch (error) {
    client.logger.info(`could not reconnect ${connectorId}`, error)
  }
  if (!connection) return undefined
  // The wallet shown until now stays listed with the accounts it grants now (its own account
  // switches went to the account state only while it was shown).
  client.store.setState((state) => {
    const shown = state.connectedConnectorIds[namespace]
    const accounts = state.accounts[namespace]?.allAccounts
    if (shown === connectorId || !accounts?.length) return {}
    return {
      connections: {
        ...state.connections,
        [namespace]: (state.connections[namespace] ?? []).map((entry) =>
          entry.connectorId === shown ? { ...entry, accounts } : entry,
        ),
      },
    }
  })
  applyConnection(client, connectorOf(client, namespace, connectorId), connection)
  void fetchBalance(client, { namespace })
  checkActiveNetwork(client)
  return connection
}

/**
 * Removes `connectorId`'s connection from `namespace`. When it was the connected one, the next
 * stored connection whose wallet still grants access (asked without a prompt) becomes the
 * connected one; with none left, the namespace disconnects (SPEC §4). `byVisitor` remembers the
 * connector as disconnected (not restored silently), as a visitor's disconnect does.
 */
export async function dropConnection(
  client: Client,
  namespace: ChainNamespace,
  connectorId: string,
  byVisitor: boolean,
): Promise<void> {
  const state = client.store.getState()
  const wasConnected = state.connectedConnectorIds[namespace] === connectorId
  const remaining = (state.connections[namespace] ?? []).filter(
    (connection) => connection.connectorId !== connectorId,
  )
  client.store.setState((now) => ({
    connections: { ...now.connections, [namespace]: remaining },
    ...(byVisitor
      ? {
          disconnectedConnectorIds: {
            ...now.disconnectedConnectorIds,
            [namespace]: [
              ...new Set([...(now.disconnectedConnectorIds[namespace] ?? []), connectorId]),
            ],
          },
        }
      : {}),
  }))
  if (!wasConnected) return
  // The account that left: its sign-in ends as any disconnect's does (SPEC §4 SIWX).
  client.runtime.siwx?.disconnected(namespace, state.accounts[namespace]?.caipAddress)
  for (const next of remaining) {
    if (await reconnectConnection(client, namespace, next.connectorId)) return
    // Its wallet no longer grants access: not a connection any more.
    await dropConnection(client, namespace, next.connectorId, false)
    if (!client.store.getState().connections[namespace]?.length) break
  }
  // No stored wallet answered: the namespace disconnects (the dropped connector is the connected
  // one still, so clearConnection remembers it as disconnected).
  if (client.store.getState().connectedConnectorIds[namespace] === connectorId) {
    clearConnection(client, namespace)
    if (!byVisitor)
      client.events.emit('DISCONNECT_SUCCESS', { namespaces: [namespace], by: 'wallet' })
  }
}

/**
 * `disconnect` for one wallet (`only`) or a namespace holding several: each wallet is asked to
 * forget the site, then the connection goes (one: the next stored wallet may take over; all: the
 * namespace is cleared). Resolves with the failure that counts (the named wallet's, else the
 * connected one's: another's wallet may have left the page meanwhile), if any.
 */
export async function disconnectWallets(
  client: Client,
  namespace: ChainNamespace,
  only: string | undefined,
): Promise<unknown> {
  const state = client.store.getState()
  const connected = state.connectedConnectorIds[namespace]
  const ids = only
    ? [only]
    : new Set([connected, ...(state.connections[namespace] ?? []).map((c) => c.connectorId)])
  let failure: unknown
  for (const connectorId of ids) {
    try {
      if (connectorId) await getAdapter(client, namespace).disconnect({ connectorId })
    } catch (error) {
      if (connectorId === (only ?? connected)) failure = error
    }
  }
  if (only) await dropConnection(client, namespace, only, true)
  else clearConnection(client, namespace)
  return failure
}

/**
 * What a wallet reported on its own for a connector that isn't the namespace's shown one
 * (SPEC §4 'active'), or the connected wallet leaving while others stay: an active wallet's new
 * accounts replace its stored ones, an empty list removes its connection; the connected wallet
 * leaving hands over to the next stored one. The shown account never changes to another wallet's.
 */
export async function walletEvent(
  client: Client,
  namespace: ChainNamespace,
  connectorId: string,
  accounts: readonly string[],
): Promise<void> {
  const state = client.store.getState()
  const stored = state.connections[namespace]?.find(
    (connection) => connection.connectorId === connectorId,
  )
  if (!stored) return
  if (!accounts.length) return dropConnection(client, namespace, connectorId, false)
  // The connected connector while it is (re)connecting: connect itself writes the result.
  if (state.connectedConnectorIds[namespace] === connectorId) return
  client.store.setState((now) => ({
    connections: {
      ...now.connections,
      [namespace]: (now.connections[namespace] ?? []).map((connection) =>
        connection.connectorId === connectorId
          ? {
              ...connection,
              accounts: accounts.map(
                (address) =>
                  connection.accounts.find(
                    (known) => known.address.toLowerCase() === address.toLowerCase(),
                  ) ?? { address, type: 'eoa' as const },
              ),
            }
          : connection,
      ),
    },
  }))
}

import { checkActiveNetwork } from '../actions/checkActiveNetwork.ts'
import { fetchBalance } from '../actions/fetchBalance.ts'
import type { Client } from '../client/types.ts'
import { applyConnection } from '../connection/applyConnection.ts'
import { getActiveNamespace, getNamespaceNetwork } from '../selectors/networks.ts'
import { checkSiwx } from '../siwx/checkSiwx.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { applyPreferredAccount, selectEmbeddedAccount, toAccounts } from './accountSelection.ts'
import { EMBEDDED_CONNECTOR_ID } from './constants.ts'
import type { EmbeddedUser } from './types.ts'

/** The user's account on `namespace` as an adapter connection, on that namespace's network. */
export function toAdapterConnection(
  client: Client,
  namespace: ChainNamespace,
  user: EmbeddedUser,
): AdapterConnection | undefined {
  const network = getNamespaceNetwork(client, client.store.getState(), namespace)
  if (!network) return undefined
  if (namespace === 'eip155') {
    // SPEC §4 Account selection: both accounts are the connection's; the selected one is shown.
    const selected = selectEmbeddedAccount(client, user, network.caipNetworkId)
    if (!selected) return undefined
    return {
      address: selected.address,
      chainId: network.id,
      accounts: toAccounts(user, selected.address),
      smartAccountDeployed: selected.type === 'smartAccount' && user.smartAccountDeployed,
    }
  }
  const account = user.accounts.find((candidate) => candidate.namespace === namespace)
  if (!account) return undefined
  return {
    address: account.address,
    chainId: network.id,
    accounts: [{ address: account.address, type: 'eoa' }],
  }
}

/**
 * A verified login: the persisted account type applied (SPEC §4), then every namespace with an AUTH connector and an account of the user's is
 * connected through the normal path (store, SPEC §3 storage, recent wallets, CONNECT_SUCCESS,
 * balance, sign-in). Resolves with the active namespace's connection.
 */
export async function connectEmbeddedUser(
  client: Client,
  verified: EmbeddedUser,
): Promise<AdapterConnection | undefined> {
  // The visitor's persisted account type (SPEC §4) before anything shows the address.
  const user = await applyPreferredAccount(client, verified)
  const connected: [ChainNamespace, AdapterConnection][] = []
  for (const connector of client.store.getState().connectors) {
    if (connector.id !== EMBEDDED_CONNECTOR_ID) continue
    const namespace = connector.chain
    const connection = toAdapterConnection(client, namespace, user)
    if (!connection) continue
    applyConnection(client, connector, connection)
    client.events.emit('CONNECT_SUCCESS', {
      connectorId: connector.id,
      namespace,
      name: connector.name,
    })
    void fetchBalance(client, { namespace })
    connected.push([namespace, connection])
  }
  checkActiveNetwork(client)
  // As connect(): SIWXSignMessage, if needed, shows before EmailLogin sees the connection.
  await checkSiwx(client)
  const active = getActiveNamespace(client, client.store.getState())
  return (connected.find(([namespace]) => namespace === active) ?? connected[0])?.[1]
}

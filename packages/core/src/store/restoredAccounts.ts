import type { AccountState, LatchState, PersistedState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/**
 * The accounts a client starts with: every namespace with a stored connector is `connecting`
 * (SPEC §4) until its adapter has synced. With `address` (the `ssr` option), each carries the
 * address its stored connection lists first, so a server-rendered button shows the account from
 * the first HTML on, while the wallet is still being asked.
 */
export function restoredAccounts(
  persisted: PersistedState,
  address?: boolean,
): LatchState['accounts'] {
  const accounts: LatchState['accounts'] = {}
  for (const [namespace, connectorId] of Object.entries(persisted.connectedConnectorIds) as [
    ChainNamespace,
    string,
  ][]) {
    // `connections` is only checked to be a list per namespace: read it defensively.
    const stored = address
      ? persisted.connections[namespace]?.find(
          (connection) => connection?.connectorId === connectorId,
        )?.accounts?.[0]?.address
      : undefined
    const account: AccountState = { status: 'connecting' }
    if (typeof stored === 'string') account.address = stored
    accounts[namespace] = account
  }
  return accounts
}

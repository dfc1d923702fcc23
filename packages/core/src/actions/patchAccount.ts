import type { Client } from '../client/types.ts'
import type { AccountState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/**
 * Merges `patch` into `state.accounts[namespace]` if that account is still `address`: a read
 * that answers after the visitor switched account or disconnected must not write into the new one.
 */
export function patchAccount(
  client: Client,
  namespace: ChainNamespace,
  address: string,
  patch: Partial<AccountState>,
): void {
  client.store.setState((current) => {
    const account = current.accounts[namespace]
    if (account?.address !== address) return current
    return { accounts: { ...current.accounts, [namespace]: { ...account, ...patch } } }
  })
}

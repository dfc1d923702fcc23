import type { Client } from '../client/types.ts'
import type { AccountState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** What {@link patchAccount} returns. */
export type PatchAccountReturnType = undefined
/** {@link patchAccount} throws nothing by design. */
export type PatchAccountErrorType = never

/**
 * Merges `patch` into `state.accounts[namespace]` if that account is still `address`: a read
 * that answers after the visitor switched account or disconnected must not write into the new one.
 */
export function patchAccount(
  client: Client,
  namespace: ChainNamespace,
  address: string,
  patch: Partial<AccountState>,
): PatchAccountReturnType {
  client.store.setState((current) => {
    const account = current.accounts[namespace]
    if (account?.address !== address) return current
    return { accounts: { ...current.accounts, [namespace]: { ...account, ...patch } } }
  })
}

import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** The namespace's connected `address` is a smart account (SPEC §3 account type smartAccount). */
export function isSmartAccount(
  state: Pick<LatchState, 'accounts'>,
  namespace: ChainNamespace,
  address: string,
): boolean {
  return Boolean(
    state.accounts[namespace]?.allAccounts?.some(
      (account) =>
        account.type === 'smartAccount' && account.address.toLowerCase() === address.toLowerCase(),
    ),
  )
}

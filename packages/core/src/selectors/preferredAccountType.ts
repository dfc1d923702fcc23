import type { AccountType } from '../types/connector.ts'
import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** SPEC §6 defaults: eip155 smartAccount, solana eoa, bip122 payment, polkadot eoa. */
export const DEFAULT_PREFERRED_ACCOUNT_TYPES: Partial<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
}

/**
 * The preferred account type of `namespace`: the visitor's stored choice, else the SPEC default,
 * else eoa (SPEC §4: "defaults to EOA on error").
 */
export function getPreferredAccountType(
  state: Pick<LatchState, 'preferredAccountTypes'>,
  namespace: ChainNamespace,
): AccountType {
  return (
    state.preferredAccountTypes[namespace] ?? DEFAULT_PREFERRED_ACCOUNT_TYPES[namespace] ?? 'eoa'
  )
}

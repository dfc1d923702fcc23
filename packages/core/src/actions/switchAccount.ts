import type { Client } from '../client/types.ts'
import { AccountNotInConnectionError, PaymentAccountRequiredError } from '../errors/account.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import type { AccountType } from '../types/connector.ts'
import type { CaipAddress } from '../types/network.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { fetchBalance } from './fetchBalance.ts'

/** Parameters of {@link switchAccount}. */
export type SwitchAccountParameters = {
  /** One of the connection's accounts (`allAccounts`). */
  address: string
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace
}

/** The account now selected. */
export type SwitchAccountReturnType = { address: string; type: AccountType }
/** What {@link switchAccount} may throw, by class. */
export type SwitchAccountErrorType = AccountNotInConnectionError | PaymentAccountRequiredError

/**
 * Selects another account of the namespace's connection (one the wallet granted, listed in
 * `allAccounts`) without asking the wallet again; the balance is read for it. On bip122 only a
 * payment account may be selected (SPEC §4): an ordinals account throws
 * PaymentAccountRequiredError and the selection stays. An address the connection lacks throws
 * AccountNotInConnectionError.
 *
 * @example
 * import { switchAccount } from '@latch/core'
 * await switchAccount(latch, { namespace: 'bip122', address: 'bc1q…' })
 */
export async function switchAccount(
  client: Client,
  { address, namespace: requested }: SwitchAccountParameters,
): Promise<SwitchAccountReturnType> {
  const state = client.store.getState()
  const namespace = requested ?? getActiveNamespace(client, state)
  const account = state.accounts[namespace]
  // EVM addresses differ only by checksum case; other chains' addresses are case-sensitive.
  const same = (a: string) =>
    namespace === 'eip155' ? a.toLowerCase() === address.toLowerCase() : a === address
  const found =
    account?.status === 'connected' ? account.allAccounts?.find((a) => same(a.address)) : undefined
  if (!account?.caipAddress || !found) {
    throw new AccountNotInConnectionError({
      details: `${address} is not an account of the ${namespace} connection`,
    })
  }
  if (namespace === 'bip122' && found.type !== 'payment') {
    throw new PaymentAccountRequiredError({ details: `${address} is a ${found.type} account` })
  }
  if (account.address !== found.address) {
    const chain = account.caipAddress.split(':').slice(0, 2).join(':')
    client.store.setState((current) => ({
      accounts: {
        ...current.accounts,
        [namespace]: {
          ...current.accounts[namespace],
          status: 'connected',
          address: found.address,
          caipAddress: `${chain}:${found.address}` as CaipAddress,
          // What was read for the previous account.
          balance: undefined,
          balanceSymbol: undefined,
          balanceStatus: undefined,
          profileName: undefined,
          profileImage: undefined,
          tokenBalance: undefined,
          tokenBalanceStatus: undefined,
        },
      },
    }))
    void fetchBalance(client, { namespace })
  }
  return { address: found.address, type: found.type }
}

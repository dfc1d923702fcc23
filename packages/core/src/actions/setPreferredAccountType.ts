import type { Client } from '../client/types.ts'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/constants.ts'
import { AccountTypeNotSupportedError } from '../errors/smartAccount.ts'
import { getActiveNamespace, getNamespaceNetwork } from '../selectors/networks.ts'
import type { AccountType } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { fetchBalance } from './fetchBalance.ts'

/** Parameters of {@link setPreferredAccountType}. */
export type SetPreferredAccountTypeParameters = {
  type: AccountType
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace
}

/**
 * The account now shown on the namespace (the preference may not apply there: the smart account
 * only works on some networks), or `undefined` when it is not connected.
 */
export type SetPreferredAccountTypeReturnType = { address: string; type: AccountType } | undefined
/** What {@link setPreferredAccountType} may throw, by class. */
export type SetPreferredAccountTypeErrorType = AccountTypeNotSupportedError

/** SPEC §6: the account types each namespace has (SPEC §4: bitcoin switches to payment only). */
const ACCOUNT_TYPES: Partial<Record<ChainNamespace, readonly AccountType[]>> = {
  eip155: ['eoa', 'smartAccount'],
  bip122: ['payment'],
}

/**
 * Sets the namespace's preferred account type, kept across reloads (SPEC §3 preferred account
 * types). For the embedded wallet on eip155 the frame switches at once: the address shown (and
 * its balance, profile, tokens) becomes the smart account's or the EOA's. SPEC §4: the smart
 * account is used only where it works; elsewhere the EOA stays.
 *
 * @example
 * await latch.setPreferredAccountType({ namespace: 'eip155', type: 'eoa' })
 */
export async function setPreferredAccountType(
  client: Client,
  { type, namespace: requested }: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  const namespace = requested ?? getActiveNamespace(client, client.store.getState())
  if (!(ACCOUNT_TYPES[namespace] ?? ['eoa']).includes(type)) {
    throw new AccountTypeNotSupportedError({ details: `${namespace} has no ${type} account` })
  }
  client.store.setState((state) => ({
    preferredAccountTypes: { ...state.preferredAccountTypes, [namespace]: type },
  }))
  const state = client.store.getState()
  const user = state.embedded.user
  const network = getNamespaceNetwork(client, state, namespace)
  if (
    namespace === 'eip155' &&
    state.connectedConnectorIds.eip155 === EMBEDDED_CONNECTOR_ID &&
    user &&
    network
  ) {
    const { applyPreferredAccount, applyEmbeddedAccount } = await import(
      '../embedded/accountSelection.ts'
    )
    const updated = await applyPreferredAccount(client, user)
    if (applyEmbeddedAccount(client, updated, network.caipNetworkId)) {
      void fetchBalance(client, { namespace })
    }
  }
  return shownAccount(client, namespace)
}

function shownAccount(client: Client, namespace: ChainNamespace) {
  const account = client.store.getState().accounts[namespace]
  const address = account?.status === 'connected' ? account.address : undefined
  if (!address) return undefined
  const found = account?.allAccounts?.find(
    (candidate) => candidate.address.toLowerCase() === address.toLowerCase(),
  )
  return { address, type: found?.type ?? 'eoa' }
}

import type { Client } from '../client/types.ts'
import { applyConnection } from '../connection/applyConnection.ts'
import { getPreferredAccountType } from '../selectors/preferredAccountType.ts'
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_REQUEST_TIMEOUT_MS } from './constants.ts'
import { embeddedStorageKey } from './embeddedStorage.ts'
import { loadEmbedded } from './loadEmbedded.ts'
import { patchEmbedded } from './patchEmbedded.ts'
import type { EmbeddedUser } from './types.ts'

type EmbeddedAccount = EmbeddedUser['accounts'][number]

/**
 * SPEC §4 Account selection: the eip155 account the embedded wallet uses on `caipNetworkId` —
 * the smart account only if the frame selected it (`address` is the smart account's) and smart
 * accounts are enabled there; otherwise the EOA.
 */
export function selectEmbeddedAccount(
  client: Client,
  user: EmbeddedUser,
  caipNetworkId: string,
): EmbeddedAccount | undefined {
  const own = user.accounts.filter((account) => account.namespace === 'eip155')
  const smart = own.find((account) => account.type === 'smartAccount')
  const useSmart =
    smart !== undefined &&
    user.preferredAccountType === 'smartAccount' &&
    smart.address.toLowerCase() === user.address.toLowerCase() &&
    getSmartAccountNetworks(client, user).includes(caipNetworkId)
  return useSmart ? smart : (own.find((account) => account.type === 'eoa') ?? own[0])
}

/**
 * The networks where the smart account works: the user's list as the frame last reported it,
 * else SPEC §3's stored list (a comma list, like the connected namespaces).
 */
export function getSmartAccountNetworks(client: Client, user?: EmbeddedUser): string[] {
  if (user?.smartAccountNetworks) return user.smartAccountNetworks
  const stored = client.storage.getItem(embeddedStorageKey(client, 'smartAccountNetworks'))
  return stored ? stored.split(',').filter(Boolean) : []
}

/**
 * Asks the frame for the visitor's persisted eip155 account type (SPEC §6 default smartAccount)
 * when it selected another one, and keeps what it answers in `state.embedded.user`. A failure
 * keeps the user as it was (SPEC §4: EOA on error — the rule then picks the EOA unless the frame
 * really is on the smart account).
 */
export async function applyPreferredAccount(
  client: Client,
  user: EmbeddedUser,
): Promise<EmbeddedUser> {
  storeSmartAccountNetworks(client, user)
  const wanted =
    getPreferredAccountType(client.store.getState(), 'eip155') === 'smartAccount'
      ? 'smartAccount'
      : 'eoa'
  const hasSmart = user.accounts.some(
    (account) => account.namespace === 'eip155' && account.type === 'smartAccount',
  )
  const hasEvm = user.accounts.some((account) => account.namespace === 'eip155')
  if (!hasEvm || user.preferredAccountType === wanted || (wanted === 'smartAccount' && !hasSmart)) {
    return user
  }
  try {
    const provider = await loadEmbedded(client)
    const answered = await provider.call(
      'SET_PREFERRED_ACCOUNT',
      { type: wanted },
      { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS },
    )
    if (!isEmbeddedUser(answered)) throw new TypeError('SET_PREFERRED_ACCOUNT answered no user')
    patchEmbedded(client, { user: answered })
    storeSmartAccountNetworks(client, answered)
    return answered
  } catch (error) {
    client.logger.warn('the embedded wallet kept its account type', error)
    return user
  }
}

/**
 * The account state of an eip155 AUTH connection after the frame's user changed (another account
 * type, another chain's smart-account support, the account deployed): the selected address, both
 * accounts, the deployed flag; balance and profile of the previous address are dropped.
 * Resolves `true` when the address changed.
 */
export function applyEmbeddedAccount(
  client: Client,
  user: EmbeddedUser,
  caipNetworkId: string,
): boolean {
  const state = client.store.getState()
  const account = state.accounts.eip155
  const connector = state.connectors.find(
    (candidate) => candidate.id === EMBEDDED_CONNECTOR_ID && candidate.chain === 'eip155',
  )
  const selected = selectEmbeddedAccount(client, user, caipNetworkId)
  if (state.connectedConnectorIds.eip155 !== EMBEDDED_CONNECTOR_ID || !account || !connector) {
    return false
  }
  if (!selected) return false
  const changed = account.address?.toLowerCase() !== selected.address.toLowerCase()
  if (changed) {
    applyConnection(client, connector, {
      address: selected.address,
      chainId: caipNetworkId.split(':')[1]!,
      accounts: toAccounts(user, selected.address),
    })
  }
  client.store.setState((current) => {
    const next = { ...current.accounts.eip155!, allAccounts: toAccounts(user, selected.address) }
    next.smartAccountDeployed = selected.type === 'smartAccount' && user.smartAccountDeployed
    if (changed) {
      for (const key of STALE_ON_ADDRESS_CHANGE) delete next[key]
    }
    return { accounts: { ...current.accounts, eip155: next } }
  })
  return changed
}

/**
 * The frame's user read again on `caipNetworkId` (after a chain switch, after a batch deployed the
 * smart account), its account type applied, the eip155 account following. A failed read keeps
 * the account as it is.
 */
export async function reselectEmbeddedAccount(
  client: Client,
  caipNetworkId: string,
): Promise<void> {
  try {
    const provider = await loadEmbedded(client)
    const found = await provider.call('GET_USER', { chainId: caipNetworkId })
    if (!isEmbeddedUser(found)) return
    patchEmbedded(client, { user: found })
    const user = await applyPreferredAccount(client, found)
    applyEmbeddedAccount(client, user, caipNetworkId)
  } catch (error) {
    client.logger.warn('the embedded wallet did not report its account', error)
  }
}

/** What belongs to the previous address and is read again for the new one. */
const STALE_ON_ADDRESS_CHANGE = [
  'balance',
  'balanceSymbol',
  'balanceStatus',
  'profileName',
  'profileImage',
  'tokenBalance',
  'tokenBalanceStatus',
] as const

/** The frame answered a user (an older frame may answer `{}`). */
export function isEmbeddedUser(value: unknown): value is EmbeddedUser {
  const user = value as Partial<EmbeddedUser> | undefined
  return Array.isArray(user?.accounts) && typeof user.address === 'string'
}

/**
 * The user's eip155 accounts as the connection's (both types, SPEC §3 Connection accounts), the
 * selected one first.
 */
export function toAccounts(user: EmbeddedUser, selected: string) {
  return user.accounts
    .filter((account) => account.namespace === 'eip155')
    .map(({ address, type }) => ({ address, type }))
    .sort((a, b) => Number(b.address === selected) - Number(a.address === selected))
}

/** SPEC §3 embedded login storage: the smart account enabled networks, when the frame says. */
function storeSmartAccountNetworks(client: Client, user: EmbeddedUser): void {
  if (!user.smartAccountNetworks) return
  client.storage.setItem(
    embeddedStorageKey(client, 'smartAccountNetworks'),
    user.smartAccountNetworks.join(','),
  )
}

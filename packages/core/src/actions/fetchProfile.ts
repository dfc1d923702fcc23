import type { Identity } from '../api/types.ts'
import type { Client } from '../client/types.ts'

/** The account's name and avatar; `undefined` without an eip155 account or a name. */
export type FetchProfileReturnType = Identity | undefined
/** {@link fetchProfile} throws nothing by design. */
export type FetchProfileErrorType = never

/**
 * Looks up the eip155 account's name and avatar (`GET /v1/identity/{address}`, SPEC §7) and sets
 * `profileName` / `profileImage` on `state.accounts.eip155`. Answers are cached 5 minutes per
 * address (SPEC §9 identity cache). Names are eip155 only (SPEC §9). A failed lookup is logged
 * and leaves the account as it was: a name is decoration.
 *
 * @example
 * await client.fetchProfile()
 * client.getState().accounts.eip155?.profileName // 'alice.latch'
 */
export async function fetchProfile(client: Client): Promise<FetchProfileReturnType> {
  const address = client.store.getState().accounts.eip155?.address
  if (!address) return undefined
  let identity = client.caches.identity.get(address) as Identity | undefined
  if (!identity) {
    try {
      const answer = await client.api.blockchain.get<Partial<Identity>>(`v1/identity/${address}`, {
        sender: address,
      })
      identity = {
        name: typeof answer.name === 'string' && answer.name ? answer.name : null,
        avatar: typeof answer.avatar === 'string' && answer.avatar ? answer.avatar : null,
      }
      client.caches.identity.set(address, identity)
    } catch (error) {
      client.logger.warn('identity lookup failed', error)
      return undefined
    }
  }
  const { name, avatar } = identity
  client.store.setState((state) => {
    const account = state.accounts.eip155
    if (account?.address !== address) return state
    const next = { ...account }
    if (name) next.profileName = name
    else delete next.profileName
    if (avatar) next.profileImage = avatar
    else delete next.profileImage
    return { accounts: { ...state.accounts, eip155: next } }
  })
  return identity
}

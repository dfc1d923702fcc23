import type { Client } from '../client/types.ts'
import type { LatchState } from '../types/state.ts'

/** Stops watching. */
export type WatchProfileReturnType = () => void
/** {@link watchProfile} throws nothing by design. */
export type WatchProfileErrorType = never

/**
 * Fills the eip155 account's profile name and image once it is connected, and again when it
 * changes (SPEC §3 profileName/profileImage; names are eip155 only, SPEC §9). The lookup code
 * loads on first use. Returns the unsubscribe.
 */
export function watchProfile(client: Client): WatchProfileReturnType {
  let last: string | undefined
  // Names found this session: an account object rebuilt without its name gets it back.
  const known = new Map<string, string | null>()
  let loading = false
  const load = (address: string) => {
    loading = true
    void import('./fetchProfile.ts')
      .then((module) => module.fetchProfile(client))
      .then((identity) => {
        if (identity) known.set(address.toLowerCase(), identity.name)
      })
      .catch((error: unknown) => client.logger.warn('profile lookup failed', error))
      .finally(() => {
        loading = false
      })
  }
  const check = (state: LatchState) => {
    const account = state.accounts.eip155
    const address = account?.status === 'connected' ? account.address : undefined
    if (!address) {
      last = undefined
      return
    }
    if (address !== last) {
      last = address
      load(address)
    } else if (!loading && account?.profileName === undefined && known.get(address.toLowerCase())) {
      load(address)
    }
  }
  check(client.store.getState())
  return client.store.subscribe(check)
}

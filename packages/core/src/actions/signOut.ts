import type { Client } from '../client/types.ts'
import { SiwxNotEnabledError } from '../errors/siwx.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { getSiwx } from '../siwx/getSiwx.ts'
import { getSiwxAccount } from '../siwx/getSiwxAccount.ts'
import { siwxAccountKey } from '../siwx/siwxAccountKey.ts'
import { setSiwxSession } from '../siwx/siwxState.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { disconnect } from './disconnect.ts'

/** Parameters of {@link signOut}. */
export type SignOutParameters = {
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace
}
/** What {@link signOut} resolves with. */
export type SignOutReturnType = undefined
/** What {@link signOut} may throw, by class (and whatever the config's `revokeSession` throws). */
export type SignOutErrorType = SiwxNotEnabledError

/**
 * Signs the account out on its current network: its session is revoked through the config
 * (`latchSiwx()`: here, in the site's other tabs and on the server) and no other account's or
 * network's session is touched. With sign-in required the wallet disconnects too; optional, the
 * account stays connected and is not asked to sign in again on this page (`signIn()` still can).
 *
 * @example
 * await latch.signOut()
 */
export async function signOut(
  client: Client,
  parameters: SignOutParameters = {},
): Promise<SignOutReturnType> {
  const siwx = getSiwx(client)
  if (!siwx) throw new SiwxNotEnabledError()
  const state = client.store.getState()
  const namespace = parameters.namespace ?? getActiveNamespace(client, state)
  const account = getSiwxAccount(client, siwx.config, state, namespace)
  if (!account) return
  // First, so the other tabs' news of it (echoed here too) doesn't ask this account again.
  siwx.dismissed.add(siwxAccountKey(account))
  try {
    await siwx.config.revokeSession(account, siwx.context)
  } finally {
    setSiwxSession(client, namespace, undefined)
  }
  client.events.emit('SIWX_SIGN_OUT', { ...account })
  if (state.siwx?.required ?? siwx.config.getRequired?.()) await disconnect(client, { namespace })
}

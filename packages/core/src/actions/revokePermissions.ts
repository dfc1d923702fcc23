import { getEip155Wallet } from '../calls/walletRequest.ts'
import type { Client } from '../client/types.ts'
import { type NotConnectedError, TransactionRejectedError } from '../errors/connection.ts'
import { SmartSessionsDisabledError } from '../errors/sessions.ts'
import type { CallsNotSupportedError } from '../errors/smartAccount.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'

/** Parameters of {@link revokePermissions}. */
export type RevokePermissionsParameters = {
  /** The session's id: `permissionsContext` of {@link grantPermissions}' answer. */
  permissionsContext: string
}
/** {@link revokePermissions} resolves once the wallet revoked the session. */
export type RevokePermissionsReturnType = undefined
/** What {@link revokePermissions} may throw, by class. */
export type RevokePermissionsErrorType =
  | SmartSessionsDisabledError
  | NotConnectedError
  | CallsNotSupportedError
  | TransactionRejectedError

/**
 * Ends a smart session for good (`wallet_revokePermissions` `[{ permissionsContext }]`): the
 * visitor confirms in the wallet, and the embedded wallet's server marks it revoked, so no tab or
 * device can use it again. Needs the `smartSessions` feature.
 *
 * @example
 * await latch.revokePermissions({ permissionsContext })
 */
export async function revokePermissions(
  client: Client,
  { permissionsContext }: RevokePermissionsParameters,
): Promise<RevokePermissionsReturnType> {
  if (!client.store.getState().features.smartSessions) throw new SmartSessionsDisabledError()
  const wallet = getEip155Wallet(client)
  try {
    await wallet.request('wallet_revokePermissions', [{ permissionsContext }])
  } catch (cause) {
    if (isUserRejection(cause)) throw new TransactionRejectedError({ cause })
    throw cause
  }
  return undefined
}

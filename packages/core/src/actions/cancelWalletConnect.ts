import type { Client } from '../client/types.ts'
import { ConnectionRejectedError } from '../errors/connection.ts'
import { stopPairing } from '../walletconnect/pairing.ts'

/** What {@link cancelWalletConnect} returns. */
export type CancelWalletConnectReturnType = undefined
/** {@link cancelWalletConnect} throws nothing by design. */
export type CancelWalletConnectErrorType = never

/**
 * Stops refreshing the uri and drops the pending pairing. A pending `connectWalletConnect()`
 * rejects with ConnectionRejectedError (details 'cancelled'), as closing the modal rejects
 * pending flows (SPEC §4 Modal). Closing the modal calls this itself.
 *
 * @example
 * latch.cancelWalletConnect()
 */
export function cancelWalletConnect(client: Client): CancelWalletConnectReturnType {
  if (!client.runtime.pairing?.active) return
  stopPairing(client, new ConnectionRejectedError({ details: 'cancelled' }))
  client.runtime.walletConnect?.resolved
    ?.cancelPairing()
    .catch((error: unknown) => client.logger.debug('dropping the pairing failed', error))
}

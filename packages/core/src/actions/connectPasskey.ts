import type { Client } from '../client/types.ts'
import { EMBEDDED_REQUEST_TIMEOUT_MS } from '../embedded/constants.ts'
import { failLogin, loadFrame } from '../embedded/loginSupport.ts'
import { patchEmbedded } from '../embedded/patchEmbedded.ts'
import type { EmbeddedUser } from '../embedded/types.ts'
import {
  type EmbeddedDependencyLoadError,
  type EmbeddedWalletLoadError,
  EmbeddedWalletRequestError,
  type EmbeddedWalletTimeoutError,
} from '../errors/embedded.ts'
import type { AdapterConnection } from '../types/adapter.ts'

/** What {@link connectPasskey} resolves with: the connection of the active namespace. */
export type ConnectPasskeyReturnType = AdapterConnection | undefined
/** What {@link connectPasskey} may throw, by class. */
export type ConnectPasskeyErrorType =
  | EmbeddedDependencyLoadError
  | EmbeddedWalletLoadError
  | EmbeddedWalletTimeoutError
  | EmbeddedWalletRequestError

/**
 * Signs in to the embedded wallet with a passkey the visitor added earlier (on any browser): the
 * frame asks the browser for a passkey of the wallet's origin, and rebuilds the wallet from the
 * server's share and the recovery share sealed under that passkey. Then every namespace connects,
 * as after an email code. A cancelled passkey dialog leaves the view as it was (no error shown;
 * the promise rejects with EmbeddedWalletRequestError, `code` 'passkey_cancelled'); other failures
 * show in `state.embedded.error`.
 *
 * @example
 * await connectPasskey(latch)
 */
export async function connectPasskey(client: Client): Promise<ConnectPasskeyReturnType> {
  patchEmbedded(client, { pending: true, error: undefined, errorCode: undefined })
  let user: EmbeddedUser
  try {
    const frame = await loadFrame(client)
    user = await frame.call('CONNECT_PASSKEY', {}, { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS })
  } catch (error) {
    if (error instanceof EmbeddedWalletRequestError && error.code === 'passkey_cancelled') {
      patchEmbedded(client, { pending: false })
      throw error
    }
    return failLogin(client, error)
  }
  patchEmbedded(client, { user, pending: false, error: undefined, errorCode: undefined })
  const { connectEmbeddedUser } = await import('../embedded/embeddedUser.ts')
  const connection = await connectEmbeddedUser(client, user)
  const state = client.store.getState()
  const view = state.history.at(-1)?.view
  if (state.open && (view === 'Connect' || view === 'EmailLogin')) {
    const { close } = await import('./close.ts')
    close(client)
  }
  return connection
}

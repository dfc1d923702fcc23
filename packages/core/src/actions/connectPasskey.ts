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
import { resetEmailLogin } from './resetEmailLogin.ts'

/** Parameters of {@link connectPasskey}. */
export type ConnectPasskeyParameters = {
  /**
   * The email the visitor typed on this browser, whose login waits for a device link: only that
   * account's passkey is taken, and it stands in for the link (email code plus passkey). Its
   * failures are the caller's to show; the wait for the link goes on.
   */
  email?: string | undefined
}
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
 * show in `state.embedded.error`. With `email` (a new browser's email login waiting for its
 * device link), another account's passkey is refused ('This passkey belongs to another
 * account'); on success the email login is done with, on failure it goes on waiting.
 *
 * @example
 * await connectPasskey(latch)
 * await connectPasskey(latch, { email: 'ada@example.com' })
 */
export async function connectPasskey(
  client: Client,
  { email }: ConnectPasskeyParameters = {},
): Promise<ConnectPasskeyReturnType> {
  if (!email) patchEmbedded(client, { pending: true, error: undefined, errorCode: undefined })
  let user: EmbeddedUser
  try {
    const frame = await loadFrame(client)
    user = await frame.call('CONNECT_PASSKEY', email ? { email } : {}, {
      timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS,
    })
  } catch (error) {
    const cancelled =
      error instanceof EmbeddedWalletRequestError && error.code === 'passkey_cancelled'
    if (email) throw error
    if (cancelled) {
      patchEmbedded(client, { pending: false })
      throw error
    }
    return failLogin(client, error)
  }
  // The email login this passkey stood in for is done with (its wait for the link ends).
  if (email) resetEmailLogin(client)
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

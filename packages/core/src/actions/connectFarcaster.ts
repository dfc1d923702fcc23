import type { Client } from '../client/types.ts'
import { EMBEDDED_REQUEST_TIMEOUT_MS } from '../embedded/constants.ts'
import { embeddedStorageKey } from '../embedded/embeddedStorage.ts'
import { FARCASTER_LOGIN_TIMEOUT_MS } from '../embedded/farcasterState.ts'
import { getEmbeddedErrorCode, loadFrame } from '../embedded/loginSupport.ts'
import { patchEmbedded } from '../embedded/patchEmbedded.ts'
import { LatchError } from '../errors/base.ts'
import { EmbeddedWalletRequestError } from '../errors/embedded.ts'
import { FarcasterConnectionError } from '../errors/farcaster.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import { open } from './open.ts'
import { pushView } from './pushView.ts'

/** The connection on the active namespace, or undefined when the visitor left the view. */
export type ConnectFarcasterReturnType = AdapterConnection | undefined
/** What {@link connectFarcaster} may throw: 'Failed to connect to farcaster', the cause kept. */
export type ConnectFarcasterErrorType = FarcasterConnectionError

/**
 * Logs in to the embedded wallet with Farcaster (SPEC §4: a URL with no popup; needs the
 * `embeddedWallet` option). Shows ConnectingFarcaster (opening the modal on it when closed), asks the frame for the channel's link
 * (`state.embedded.farcaster.url`, SPEC §3 `farcasterUrl`: the view's QR code and "Open in
 * Farcaster" link), then waits while the frame polls the server until the visitor approved in
 * their Farcaster client. The wallet connects on every namespace the user has an account on, like
 * an email login. A declined or expired channel, or any other failure, is 'Failed to connect to
 * farcaster' in `state.embedded.farcaster` (the view offers Try again). Leaving the view or
 * closing the modal stops the wait (it resolves undefined).
 *
 * @example
 * button.onclick = () => connectFarcaster(latch)
 */
export async function connectFarcaster(client: Client): Promise<ConnectFarcasterReturnType> {
  patchEmbedded(client, { farcaster: { status: 'pending' } })
  const shown = client.store.getState()
  if (!shown.open) await open(client, { view: 'ConnectingFarcaster' })
  else if (shown.history.at(-1)?.view !== 'ConnectingFarcaster') {
    pushView(client, { view: 'ConnectingFarcaster' })
  }
  const id = globalThis.crypto.randomUUID()
  let left = false
  let leave: () => void = () => {}
  const leaving = new Promise<undefined>((resolve) => {
    leave = () => resolve(undefined)
  })
  // Closing the modal or leaving the view ends the wait in the frame (ABORT), nothing shown.
  const stop = client.subscribe((state) => {
    if (left || (state.open && state.history.at(-1)?.view === 'ConnectingFarcaster')) return
    left = true
    leave()
    client.runtime.embedded?.resolved
      ?.call('ABORT', { requestId: id })
      .catch((error: unknown) => client.logger.info('the frame did not take ABORT', error))
    if (client.store.getState().embedded.farcaster) patchEmbedded(client, { farcaster: undefined })
  })
  let user: Awaited<ReturnType<typeof login>> | undefined
  try {
    const waiting = login(client, id)
    // After leaving, the frame's answer (its 'Modal closed') is not waited for.
    waiting.catch(() => {})
    user = await Promise.race([waiting, leaving])
  } catch (error) {
    if (left) return undefined
    return failFarcaster(client, error)
  } finally {
    stop()
  }
  if (left || !user) return undefined
  if (user.userName) {
    client.storage.setItem(embeddedStorageKey(client, 'socialUsername'), user.userName)
  }
  patchEmbedded(client, { user, farcaster: undefined, error: undefined, errorCode: undefined })
  const { connectEmbeddedUser } = await import('../embedded/embeddedUser.ts')
  const connection = await connectEmbeddedUser(client, user)
  const state = client.store.getState()
  if (state.open && state.history.at(-1)?.view === 'ConnectingFarcaster') {
    const { close } = await import('./close.ts')
    close(client)
  }
  return connection
}

async function login(client: Client, id: string) {
  const frame = await loadFrame(client)
  const { url } = await frame.call(
    'GET_FARCASTER_URI',
    {},
    { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS },
  )
  // Only a link a Farcaster client (or the devnet's stand-in page) can open is shown.
  if (!URL.canParse(url) || !/^(https?|farcaster):$/.test(new URL(url).protocol)) {
    throw new EmbeddedWalletRequestError({ details: 'the frame gave no Farcaster link' })
  }
  patchEmbedded(client, { farcaster: { status: 'pending', url } })
  return frame.call('CONNECT_FARCASTER', {}, { id, timeoutMs: FARCASTER_LOGIN_TIMEOUT_MS })
}

/** The login failed: the view shows SPEC §8's text; the caller gets the LatchError. */
function failFarcaster(client: Client, error: unknown): never {
  const cause =
    error instanceof LatchError
      ? error
      : new EmbeddedWalletRequestError({ cause: error, details: String(error) })
  const failure = new FarcasterConnectionError({ cause })
  const url = client.store.getState().embedded.farcaster?.url
  patchEmbedded(client, {
    farcaster: {
      ...(url && { url }),
      status: 'error',
      error: failure.shortMessage,
      errorCode: getEmbeddedErrorCode(cause),
      failure,
    },
  })
  throw failure
}

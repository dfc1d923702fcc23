import type { Client } from '../client/types.ts'
import { EMBEDDED_REQUEST_TIMEOUT_MS } from '../embedded/constants.ts'
import { embeddedStorageKey } from '../embedded/embeddedStorage.ts'
import { getEmbeddedErrorCode, loadFrame } from '../embedded/loginSupport.ts'
import { patchEmbedded } from '../embedded/patchEmbedded.ts'
import { openSocialPopup, waitForSocialResult } from '../embedded/socialPopup.ts'
import { LatchError } from '../errors/base.ts'
import {
  type EmbeddedDependencyLoadError,
  type EmbeddedWalletLoadError,
  EmbeddedWalletRequestError,
  type EmbeddedWalletTimeoutError,
} from '../errors/embedded.ts'
import { SocialConnectionError, SocialPopupClosedError } from '../errors/social.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import { isSocialProvider, type SocialProvider } from '../utils/socials.ts'

/** Parameters of {@link connectSocial}. */
export type ConnectSocialParameters = { provider: SocialProvider }
/** The connection on the active namespace (every namespace the user has an account on connects). */
export type ConnectSocialReturnType = AdapterConnection | undefined
/**
 * What {@link connectSocial} may throw, by class: the popup closed ('Popup closed'), blocked
 * ('Failed to initiate social connection'), or the frame's refusal with the server's `code`
 * ('provider_rejected' → 'Connection rejected', 'jwt_not_yet_valid' → 'JWT validation error' …).
 */
export type ConnectSocialErrorType =
  | SocialPopupClosedError
  | SocialConnectionError
  | EmbeddedDependencyLoadError
  | EmbeddedWalletLoadError
  | EmbeddedWalletTimeoutError
  | EmbeddedWalletRequestError

/**
 * Logs in to the embedded wallet with a social provider (SPEC §4 Social login; needs the
 * `embeddedWallet` option). Call it **synchronously in the click handler**: it opens the popup
 * (600x800) before anything else, since browsers block popups opened later. Then the frame gives
 * the provider's URL, the popup goes there, the visitor logs in, and the popup's result (accepted
 * from the frame origin and that popup only) goes back to the frame. The wallet connects on every
 * namespace the user has an account on, like an email login; the provider and username are
 * stored (SPEC §3). Pending and failed states are in `state.embedded.social`. Closing the modal
 * meanwhile closes the popup and gives the login up ('Popup closed', nothing left shown).
 *
 * @example
 * button.onclick = () => connectSocial(latch, { provider: 'github' })
 */
export async function connectSocial(
  client: Client,
  { provider }: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const popup = isSocialProvider(provider) ? openSocialPopup() : null
  client.events.emit('SOCIAL_LOGIN_STARTED', { provider })
  patchEmbedded(client, { social: { provider, status: 'pending' } })
  // The visitor closing the modal gives the login up: its popup closes with it (the poll then
  // ends the wait), and nothing is left to show when the modal opens again.
  let givenUp = false
  const stop = client.subscribe((state, previous) => {
    if (!previous.open || state.open || !popup || popup.closed) return
    givenUp = true
    popup.close()
  })
  let user: Awaited<ReturnType<typeof login>>
  try {
    if (!popup) {
      throw new SocialConnectionError({
        details: isSocialProvider(provider) ? 'the browser blocked the popup' : 'unknown provider',
      })
    }
    user = await login(client, provider, popup)
  } catch (error) {
    if (popup && !popup.closed) popup.close()
    return failSocial(client, provider, error, givenUp)
  } finally {
    stop()
  }
  if (user.userName) {
    client.storage.setItem(embeddedStorageKey(client, 'socialUsername'), user.userName)
  }
  patchEmbedded(client, { user, social: undefined, error: undefined, errorCode: undefined })
  client.events.emit('SOCIAL_LOGIN_SUCCESS', { provider })
  const { connectEmbeddedUser } = await import('../embedded/embeddedUser.ts')
  const connection = await connectEmbeddedUser(client, user)
  const state = client.store.getState()
  if (state.open && state.history.at(-1)?.view === 'Connect') {
    const { close } = await import('./close.ts')
    close(client)
  }
  return connection
}

async function login(client: Client, provider: SocialProvider, popup: Window) {
  // A line to read while the frame fetches the provider's address (the popup is ours, blank).
  popup.document.title = 'Connecting…'
  popup.document.body.textContent = 'Connecting…'
  const frame = await loadFrame(client)
  const frameOrigin = new URL(client.options.embeddedWallet?.frameUrl ?? '').origin
  const { uri } = await frame.call(
    'GET_SOCIAL_REDIRECT_URI',
    { provider },
    { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS },
  )
  if (popup.closed) throw new SocialPopupClosedError()
  // The popup is on this page's origin until it leaves: only an http(s) address may load there.
  if (!/^https?:$/.test(new URL(uri).protocol)) {
    throw new SocialConnectionError({ details: 'the frame gave no http(s) address' })
  }
  popup.location.href = uri
  const resultUri = await waitForSocialResult(popup, frameOrigin)
  return frame.call(
    'CONNECT_SOCIAL',
    { uri: resultUri },
    { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS },
  )
}

/**
 * The login failed: the section shows SPEC §8's text inline; the caller gets the LatchError. Given
 * up by closing the modal: 'Popup closed' to the caller, nothing shown.
 */
function failSocial(
  client: Client,
  provider: SocialProvider,
  error: unknown,
  givenUp: boolean,
): never {
  const latch =
    error instanceof LatchError
      ? error
      : new EmbeddedWalletRequestError({ cause: error, details: String(error) })
  const errorCode =
    latch instanceof SocialPopupClosedError
      ? 'popup_closed'
      : latch instanceof SocialConnectionError
        ? 'popup_blocked'
        : getEmbeddedErrorCode(latch)
  patchEmbedded(client, {
    social:
      givenUp && latch instanceof SocialPopupClosedError
        ? undefined
        : { provider, status: 'error', error: latch.shortMessage, errorCode, failure: latch },
  })
  client.events.emit(
    latch instanceof SocialPopupClosedError ? 'SOCIAL_LOGIN_CANCELED' : 'SOCIAL_LOGIN_ERROR',
    { provider, errorCode },
  )
  throw latch
}

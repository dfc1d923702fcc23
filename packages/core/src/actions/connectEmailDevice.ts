import type { Client } from '../client/types.ts'
import { EMBEDDED_REQUEST_TIMEOUT_MS } from '../embedded/constants.ts'
import { embeddedStorageKey } from '../embedded/embeddedStorage.ts'
import { failLogin, loadFrame } from '../embedded/loginSupport.ts'
import { patchEmbedded } from '../embedded/patchEmbedded.ts'
import type {
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
  FrameNotSetError,
} from '../errors/embedded.ts'
import { resetEmailLogin } from './resetEmailLogin.ts'

/** What {@link connectEmailDevice} resolves with. */
export type ConnectEmailDeviceReturnType = undefined
/** What {@link connectEmailDevice} may throw, by class. */
export type ConnectEmailDeviceErrorType =
  | EmbeddedWalletRequestError
  | EmbeddedWalletTimeoutError
  | FrameNotSetError

/**
 * EmailLogin's device step: waits (up to 120 s, SPEC §9) for the visitor to open the device link
 * mailed to them. Once approved, the server mails a code and EmailLogin moves to the `otp` step.
 * {@link resetEmailLogin}, or closing the modal, stops the wait (it then resolves, nothing shown).
 *
 * @example
 * const { step } = await connectEmail(latch, { email })
 * if (step === 'device') await connectEmailDevice(latch)
 */
export async function connectEmailDevice(client: Client): Promise<ConnectEmailDeviceReturnType> {
  patchEmbedded(client, { pending: true, error: undefined, errorCode: undefined })
  const id = globalThis.crypto.randomUUID()
  client.runtime.embedded ??= { contexts: new Map(), requests: new Map() }
  const runtime = client.runtime.embedded
  runtime.loginRequestId = id
  // SPEC §4: closing the modal ends its pending flows; the wait is dropped like "use another email".
  const stop = client.subscribe((state) => {
    if (!state.open && runtime.loginRequestId === id) resetEmailLogin(client)
  })
  try {
    const provider = await loadFrame(client)
    await provider.call('CONNECT_DEVICE', {}, { id, timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS })
  } catch (error) {
    // Stopped by resetEmailLogin: the visitor went back, nothing to show.
    if (runtime.loginRequestId !== id) return undefined
    runtime.loginRequestId = undefined
    return failLogin(client, error)
  } finally {
    stop()
  }
  if (runtime.loginRequestId !== id) return undefined
  runtime.loginRequestId = undefined
  const now = Date.now()
  client.storage.setItem(embeddedStorageKey(client, 'lastEmailLoginTime'), String(now))
  client.events.emit('DEVICE_REGISTERED_FOR_EMAIL')
  client.events.emit('EMAIL_VERIFICATION_CODE_SENT')
  patchEmbedded(client, { step: 'otp', pending: false, codeSentAt: now })
  return undefined
}

import type { Client } from '../client/types.ts'
import { EMAIL_THROTTLE_MS, EMBEDDED_REQUEST_TIMEOUT_MS } from '../embedded/constants.ts'
import { embeddedStorageKey } from '../embedded/embeddedStorage.ts'
import { failLogin, loadFrame } from '../embedded/loginSupport.ts'
import { patchEmbedded } from '../embedded/patchEmbedded.ts'
import {
  EmailThrottleError,
  type EmbeddedDependencyLoadError,
  type EmbeddedWalletLoadError,
  type EmbeddedWalletRequestError,
  type EmbeddedWalletTimeoutError,
  InvalidEmailError,
} from '../errors/embedded.ts'
import { isValidEmail } from '../utils/isValidEmail.ts'
import { pushView } from './pushView.ts'

/** Parameters of {@link connectEmail}. */
export type ConnectEmailParameters = { email: string }
/** What {@link connectEmail} resolves with: the step EmailLogin shows next. */
export type ConnectEmailReturnType = { step: 'otp' | 'device' }
/** What {@link connectEmail} may throw, by class. */
export type ConnectEmailErrorType =
  | InvalidEmailError
  | EmailThrottleError
  | EmbeddedDependencyLoadError
  | EmbeddedWalletLoadError
  | EmbeddedWalletTimeoutError
  | EmbeddedWalletRequestError

/**
 * Starts an email login (needs the `embeddedWallet` option): checks the address ('Invalid
 * email'), and SPEC §5's throttle ('Please try again after {n} seconds' within 30 s of the last
 * email, whose time is stored), shows EmailLogin, loads the frame on first use and asks it to
 * mail a code (step `otp`) or, for a known account on a new browser, a device link (step
 * `device`, then {@link connectEmailDevice}). Errors also go to `state.embedded.error`.
 *
 * @example
 * import { connectEmail, verifyEmailOtp } from '@latch/core'
 * await connectEmail(latch, { email: 'ada@example.com' })
 * await verifyEmailOtp(latch, { otp: '123456' })
 */
export async function connectEmail(
  client: Client,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const email = parameters.email.trim()
  if (!isValidEmail(email)) failLogin(client, new InvalidEmailError())
  const state = client.store.getState()
  const lastKey = embeddedStorageKey(client, 'lastEmailLoginTime')
  const waited = Date.now() - Number(client.storage.getItem(lastKey) ?? 0)
  if (waited >= 0 && waited < EMAIL_THROTTLE_MS) {
    failLogin(
      client,
      new EmailThrottleError({ secondsLeft: Math.ceil((EMAIL_THROTTLE_MS - waited) / 1000) }),
    )
  }
  if (state.history.at(-1)?.view !== 'EmailLogin') {
    client.events.emit('EMAIL_LOGIN_SELECTED')
    pushView(client, { view: 'EmailLogin' })
  }
  client.events.emit('EMAIL_SUBMITTED')
  patchEmbedded(client, {
    email,
    step: 'email',
    pending: true,
    error: undefined,
    errorCode: undefined,
    attemptsLeft: undefined,
  })
  try {
    const provider = await loadFrame(client)
    const { action } = await provider.call(
      'CONNECT_EMAIL',
      { email },
      { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS },
    )
    const now = Date.now()
    client.storage.setItem(lastKey, String(now))
    client.storage.setItem(embeddedStorageKey(client, 'email'), email)
    const step = action === 'VERIFY_DEVICE' ? 'device' : 'otp'
    patchEmbedded(client, { step, pending: false, codeSentAt: step === 'otp' ? now : undefined })
    if (step === 'otp') client.events.emit('EMAIL_VERIFICATION_CODE_SENT')
    return { step }
  } catch (error) {
    return failLogin(client, error)
  }
}

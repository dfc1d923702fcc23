import type { Client } from '../client/types.ts'
import { EMBEDDED_REQUEST_TIMEOUT_MS } from '../embedded/constants.ts'
import { embeddedStorageKey } from '../embedded/embeddedStorage.ts'
import { failLogin, loadFrame } from '../embedded/loginSupport.ts'
import { patchEmbedded } from '../embedded/patchEmbedded.ts'
import {
  EmbeddedWalletRequestError,
  type EmbeddedWalletTimeoutError,
  type FrameNotSetError,
} from '../errors/embedded.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import { isValidOtp } from '../utils/isValidOtp.ts'

/** Parameters of {@link verifyEmailOtp}. */
export type VerifyEmailOtpParameters = { otp: string }
/** The connection on the active namespace (every namespace the user has an account on is connected). */
export type VerifyEmailOtpReturnType = AdapterConnection | undefined
/** What {@link verifyEmailOtp} may throw, by class (`code`: 'wrong_code', 'code_burnt' …). */
export type VerifyEmailOtpErrorType =
  | EmbeddedWalletRequestError
  | EmbeddedWalletTimeoutError
  | FrameNotSetError

/**
 * EmailLogin's code step: sends the 6-digit code to the frame. Accepted, the embedded wallet
 * connects on every namespace the user has an account on (eip155 and solana) through the normal
 * connection path: CONNECT_SUCCESS, recent wallets, SPEC §3 storage, sign-in when the site asks
 * it; then the modal closes (unless SIWXSignMessage took EmailLogin's place). A refused code
 * rejects with the frame's error (`code` 'wrong_code', 'code_burnt', 'code_expired' …), also in
 * `state.embedded`.
 *
 * @example
 * await verifyEmailOtp(latch, { otp: '123456' })
 */
export async function verifyEmailOtp(
  client: Client,
  { otp }: VerifyEmailOtpParameters,
): Promise<VerifyEmailOtpReturnType> {
  if (!isValidOtp(otp)) {
    failLogin(
      client,
      new EmbeddedWalletRequestError({ message: 'Invalid code', code: 'invalid_otp_format' }),
    )
  }
  patchEmbedded(client, { pending: true, error: undefined, errorCode: undefined })
  let user: Awaited<ReturnType<typeof verify>>
  try {
    user = await verify(client, otp)
  } catch (error) {
    client.events.emit('EMAIL_VERIFICATION_CODE_FAIL')
    patchEmbedded(client, {
      attemptsLeft: error instanceof EmbeddedWalletRequestError ? error.attemptsLeft : undefined,
    })
    return failLogin(client, error)
  }
  client.events.emit('EMAIL_VERIFICATION_CODE_PASS')
  client.storage.setItem(embeddedStorageKey(client, 'emailLoginUsed'), 'true')
  patchEmbedded(client, { user, pending: false, email: user.email, attemptsLeft: undefined })
  const { connectEmbeddedUser } = await import('../embedded/embeddedUser.ts')
  const connection = await connectEmbeddedUser(client, user)
  const state = client.store.getState()
  if (state.open && state.history.at(-1)?.view === 'EmailLogin') {
    const { close } = await import('./close.ts')
    close(client)
  }
  return connection
}

async function verify(client: Client, otp: string) {
  const provider = await loadFrame(client)
  return provider.call('CONNECT_OTP', { otp }, { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS })
}

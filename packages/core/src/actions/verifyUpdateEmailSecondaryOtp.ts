import type { Client } from '../client/types.ts'
import {
  EMAIL_CHANGE_POLL_MS,
  EMAIL_CHANGE_POLLS,
  EMBEDDED_REQUEST_TIMEOUT_MS,
} from '../embedded/constants.ts'
import {
  failEmailChange,
  patchEmailChange,
  requireEmailAccount,
} from '../embedded/emailChangeSupport.ts'
import { embeddedStorageKey } from '../embedded/embeddedStorage.ts'
import { loadFrame } from '../embedded/loginSupport.ts'
import { patchEmbedded } from '../embedded/patchEmbedded.ts'
import type { EmbeddedUser } from '../embedded/types.ts'
import {
  type EmbeddedNotConnectedError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
} from '../errors/embedded.ts'
import { isValidOtp } from '../utils/isValidOtp.ts'

/** Parameters of {@link verifyUpdateEmailSecondaryOtp}. */
export type VerifyUpdateEmailSecondaryOtpParameters = { otp: string }
/** What {@link verifyUpdateEmailSecondaryOtp} resolves with: the user with the new email. */
export type VerifyUpdateEmailSecondaryOtpReturnType = EmbeddedUser
/** What {@link verifyUpdateEmailSecondaryOtp} may throw (`code` 'wrong_code', 'email_taken' …). */
export type VerifyUpdateEmailSecondaryOtpErrorType =
  | EmbeddedNotConnectedError
  | EmbeddedWalletRequestError
  | EmbeddedWalletTimeoutError

/**
 * UpdateEmailWallet's second code, the one mailed to the **new** address: accepted, the change
 * is confirmed by asking the frame for the user every second (SPEC §9 email-change polling, for
 * at most a minute: EmbeddedWalletTimeoutError) until it reports the new email; then
 * `state.embedded.user`, the stored email (SPEC §3) and the Account view have it, and the step is
 * `done`.
 *
 * @example
 * const user = await verifyUpdateEmailSecondaryOtp(latch, { otp: '654321' })
 * user.email // the new address
 */
export async function verifyUpdateEmailSecondaryOtp(
  client: Client,
  { otp }: VerifyUpdateEmailSecondaryOtpParameters,
): Promise<VerifyUpdateEmailSecondaryOtpReturnType> {
  requireEmailAccount(client)
  if (!isValidOtp(otp)) {
    failEmailChange(
      client,
      new EmbeddedWalletRequestError({ message: 'Invalid code', code: 'invalid_otp_format' }),
    )
  }
  const target = client.store.getState().embedded.emailChange?.email
  patchEmailChange(client, { pending: true, error: undefined, errorCode: undefined })
  let user: EmbeddedUser
  try {
    const provider = await loadFrame(client)
    await provider.call(
      'UPDATE_EMAIL_SECONDARY_OTP',
      { otp },
      { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS },
    )
    patchEmailChange(client, { step: 'confirming' })
    user = await pollUser(client, target)
  } catch (error) {
    if (client.store.getState().embedded.emailChange?.step !== 'confirming') {
      client.events.emit('EMAIL_EDIT_CODE_FAIL', { step: 'new' })
    }
    return failEmailChange(client, error)
  }
  client.storage.setItem(embeddedStorageKey(client, 'email'), user.email ?? '')
  patchEmbedded(client, { user, email: user.email })
  patchEmailChange(client, { step: 'done', pending: false, codeSentAt: undefined })
  client.events.emit('EMAIL_EDIT_COMPLETE')
  return user
}

/** GET_USER now and then every second until it reports `target` (case-insensitively). */
async function pollUser(client: Client, target: string | undefined): Promise<EmbeddedUser> {
  const provider = await loadFrame(client)
  const wanted = target?.toLowerCase()
  for (let poll = 0; poll < EMAIL_CHANGE_POLLS; poll++) {
    if (poll > 0) await new Promise((resolve) => setTimeout(resolve, EMAIL_CHANGE_POLL_MS))
    const user = await provider.call('GET_USER', {}, { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS })
    if (user.email && (wanted === undefined || user.email.toLowerCase() === wanted)) return user
  }
  throw new EmbeddedWalletTimeoutError({ details: 'the frame did not report the new email' })
}

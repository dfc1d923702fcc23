import type { Client } from '../client/types.ts'
import { EMBEDDED_REQUEST_TIMEOUT_MS } from '../embedded/constants.ts'
import {
  failEmailChange,
  patchEmailChange,
  requireEmailAccount,
} from '../embedded/emailChangeSupport.ts'
import { loadFrame } from '../embedded/loginSupport.ts'
import {
  type EmbeddedNotConnectedError,
  EmbeddedWalletRequestError,
  type EmbeddedWalletTimeoutError,
} from '../errors/embedded.ts'
import { isValidOtp } from '../utils/isValidOtp.ts'

/** Parameters of {@link verifyUpdateEmailPrimaryOtp}. */
export type VerifyUpdateEmailPrimaryOtpParameters = { otp: string }
/** What {@link verifyUpdateEmailPrimaryOtp} resolves with: the new address's code comes next. */
export type VerifyUpdateEmailPrimaryOtpReturnType = { step: 'new' }
/** What {@link verifyUpdateEmailPrimaryOtp} may throw (`code` 'wrong_code', 'code_burnt' …). */
export type VerifyUpdateEmailPrimaryOtpErrorType =
  | EmbeddedNotConnectedError
  | EmbeddedWalletRequestError
  | EmbeddedWalletTimeoutError

/**
 * UpdateEmailWallet's first code, the one mailed to the **current** address: accepted, a code
 * goes to the new address (step `new`, then {@link verifyUpdateEmailSecondaryOtp}). A refused code
 * rejects with the frame's error (`code` 'wrong_code', 'code_burnt', 'code_expired' …), also in
 * `state.embedded.emailChange`.
 *
 * @example
 * await verifyUpdateEmailPrimaryOtp(latch, { otp: '123456' })
 */
export async function verifyUpdateEmailPrimaryOtp(
  client: Client,
  { otp }: VerifyUpdateEmailPrimaryOtpParameters,
): Promise<VerifyUpdateEmailPrimaryOtpReturnType> {
  requireEmailAccount(client)
  if (!isValidOtp(otp)) {
    failEmailChange(
      client,
      new EmbeddedWalletRequestError({ message: 'Invalid code', code: 'invalid_otp_format' }),
    )
  }
  patchEmailChange(client, { pending: true, error: undefined, errorCode: undefined })
  try {
    const provider = await loadFrame(client)
    await provider.call(
      'UPDATE_EMAIL_PRIMARY_OTP',
      { otp },
      { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS },
    )
  } catch (error) {
    client.events.emit('EMAIL_EDIT_CODE_FAIL', { step: 'current' })
    return failEmailChange(client, error)
  }
  patchEmailChange(client, { step: 'new', pending: false, codeSentAt: Date.now() })
  client.events.emit('EMAIL_EDIT_CODE_SENT', { step: 'new' })
  return { step: 'new' }
}

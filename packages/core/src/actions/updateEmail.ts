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
  type EmbeddedWalletRequestError,
  type EmbeddedWalletTimeoutError,
  InvalidEmailError,
} from '../errors/embedded.ts'
import { isValidEmail } from '../utils/isValidEmail.ts'
import { pushView } from './pushView.ts'

/** Parameters of {@link updateEmail}. */
export type UpdateEmailParameters = { email: string }
/** What {@link updateEmail} resolves with: the code UpdateEmailWallet asks for next. */
export type UpdateEmailReturnType = { step: 'current' | 'new' }
/** What {@link updateEmail} may throw, by class (`code` 'email_taken', 'same_email' …). */
export type UpdateEmailErrorType =
  | EmbeddedNotConnectedError
  | InvalidEmailError
  | EmbeddedWalletRequestError
  | EmbeddedWalletTimeoutError

/**
 * Starts changing the embedded wallet's email (SPEC §2 UpdateEmailWallet). Only while connected
 * through the AUTH connector (SPEC §6; EmbeddedNotConnectedError otherwise). Checks the new
 * address (SPEC §5, 'Invalid email'), shows UpdateEmailWallet, and asks the frame to mail a code
 * to the **current** address (step `current`, then {@link verifyUpdateEmailPrimaryOtp}). Calling
 * it again with the same address starts over with a new code (the view's Resend). Errors also go
 * to `state.embedded.emailChange`.
 *
 * @example
 * import { updateEmail, verifyUpdateEmailPrimaryOtp, verifyUpdateEmailSecondaryOtp } from '@latch/core'
 * await updateEmail(latch, { email: 'ada@new.example' })
 * await verifyUpdateEmailPrimaryOtp(latch, { otp: '123456' }) // mailed to the current address
 * await verifyUpdateEmailSecondaryOtp(latch, { otp: '654321' }) // mailed to ada@new.example
 */
export async function updateEmail(
  client: Client,
  parameters: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  const currentEmail = requireEmailAccount(client)
  const email = parameters.email.trim()
  if (client.store.getState().history.at(-1)?.view !== 'UpdateEmailWallet') {
    pushView(client, { view: 'UpdateEmailWallet' })
  }
  patchEmailChange(client, {
    step: 'email',
    email,
    currentEmail,
    pending: true,
    error: undefined,
    errorCode: undefined,
    codeSentAt: undefined,
  })
  if (!isValidEmail(email)) failEmailChange(client, new InvalidEmailError())
  client.events.emit('EMAIL_EDIT')
  try {
    const provider = await loadFrame(client)
    const { action } = await provider.call(
      'UPDATE_EMAIL',
      { email },
      { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS },
    )
    const step = action === 'VERIFY_SECONDARY_OTP' ? 'new' : 'current'
    patchEmailChange(client, { step, pending: false, codeSentAt: Date.now() })
    client.events.emit('EMAIL_EDIT_CODE_SENT', { step })
    return { step }
  } catch (error) {
    return failEmailChange(client, error)
  }
}

import type { Client } from '../client/types.ts'
import { EmbeddedNotConnectedError } from '../errors/embedded.ts'
import {
  type ConnectEmailErrorType,
  type ConnectEmailReturnType,
  connectEmail,
} from './connectEmail.ts'

/** What {@link resendEmailCode} resolves with: the step EmailLogin shows next. */
export type ResendEmailCodeReturnType = ConnectEmailReturnType
/** What {@link resendEmailCode} may throw, by class. */
export type ResendEmailCodeErrorType = ConnectEmailErrorType | EmbeddedNotConnectedError

/**
 * EmailLogin's Resend: mails a new code to the same address, under the same SPEC §5 throttle
 * ('Please try again after {n} seconds' within 30 s of the last email).
 *
 * @example
 * await resendEmailCode(latch)
 */
export async function resendEmailCode(client: Client): Promise<ResendEmailCodeReturnType> {
  const { email } = client.store.getState().embedded
  if (!email) throw new EmbeddedNotConnectedError({ details: 'no email login in progress' })
  return connectEmail(client, { email })
}

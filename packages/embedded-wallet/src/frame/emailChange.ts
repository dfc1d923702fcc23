import type { EmbeddedFrameCalls } from '../shared/protocol.ts'
import type { EmbeddedApi } from './api.ts'
import { FrameError } from './errors.ts'

type Result<A extends keyof EmbeddedFrameCalls> = EmbeddedFrameCalls[A]['result']

export type EmailChangeOptions = {
  api: Pick<EmbeddedApi, 'startEmailChange' | 'verifyEmailChangeCurrent' | 'verifyEmailChangeNew'>
  /** The session token of the signed-in user (restored after a reload); rejects 4100 otherwise. */
  sessionToken: () => Promise<string>
  /** The server changed the user's email: the session and the stored record take it. */
  changed: (email: string) => Promise<void>
  /** An API error as the host sees it (the server's message and code). */
  fromApi: (error: unknown) => unknown
}

/**
 * The frame's side of UpdateEmailWallet (UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP,
 * UPDATE_EMAIL_SECONDARY_OTP): the server's `/email/change/*` routes under the session, the
 * change's id kept here between the steps. Once the new address's code is accepted the email is
 * the new one, and GET_USER reports it.
 */
export function createEmailChange(options: EmailChangeOptions) {
  const { api, fromApi } = options
  let current: { changeId: string; email: string; token: string } | undefined

  const rethrow = (error: unknown): never => {
    throw fromApi(error)
  }
  function pending() {
    if (!current) throw new FrameError('No email change in progress', 'no_email_change')
    return current
  }

  return {
    async start(email: string): Promise<Result<'UPDATE_EMAIL'>> {
      const token = await options.sessionToken()
      current = undefined
      const { changeId } = await api.startEmailChange(token, email.trim()).catch(rethrow)
      current = { changeId, email: email.trim(), token }
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async verifyCurrent(otp: string): Promise<Result<'UPDATE_EMAIL_PRIMARY_OTP'>> {
      const change = pending()
      await api.verifyEmailChangeCurrent(change.token, change.changeId, otp.trim()).catch(rethrow)
      return {}
    },
    async verifyNew(otp: string): Promise<Result<'UPDATE_EMAIL_SECONDARY_OTP'>> {
      const change = pending()
      const { email } = await api
        .verifyEmailChangeNew(change.token, change.changeId, otp.trim())
        .catch(rethrow)
      if (current === change) current = undefined
      await options.changed(email)
      return {}
    },
    /** Sign-out: the change in progress is forgotten. */
    reset() {
      current = undefined
    },
  }
}

import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Machine-readable codes of the embedded API's errors (`{ error: { code, message } }`). */
export type EmbeddedErrorCode =
  | 'invalid_email'
  | 'invalid_otp_format'
  | 'invalid_request'
  | 'invalid_session'
  | 'missing_project'
  | 'unknown_project'
  | 'origin_not_allowed'
  | 'not_found'
  | 'flow_not_found'
  | 'no_wallet'
  | 'device_not_approved'
  | 'wallet_exists'
  | 'no_email'
  | 'same_email'
  | 'email_taken'
  | 'email_changed'
  | 'change_not_found'
  | 'wrong_stage'
  | 'unknown_provider'
  | 'provider_unavailable'
  | 'flow_used'
  | 'state_mismatch'
  | 'provider_rejected'
  | 'token_exchange_failed'
  | 'id_token_invalid'
  | 'jwt_not_yet_valid'
  | 'channel_expired'
  | 'siwf_invalid'
  | 'signature_invalid'
  | 'passkey_rejected'
  | 'unknown_passkey'
  | 'passkey_other_account'
  | 'passkey_exists'
  | 'too_many_passkeys'
  | 'invalid_permissions'
  | 'session_not_found'
  | 'session_exists'
  | 'too_many_sessions'
  | 'session_revoked'
  | 'session_expired'
  | 'session_other_site'
  | 'session_other_chain'
  | 'session_other_account'
  | 'chain_unavailable'
  | 'over_limit'
  | 'call_not_permitted'
  | 'code_expired'
  | 'code_burnt'
  | 'wrong_code'
  | 'rate_limited'
  | 'mail_unavailable'
  | 'database_unavailable'
  | 'internal_error'

/** The JSON body of every error answer of the embedded API. */
export type EmbeddedErrorBody = {
  error: {
    code: EmbeddedErrorCode
    message: string
    /** Seconds to wait (429). */
    retryAfter?: number
    /** Wrong tries left on this code (422 `wrong_code`). */
    attemptsLeft?: number
  }
}

/** An error that becomes an embedded-API answer. */
export class EmbeddedError extends Error {
  override name = 'EmbeddedError'
  readonly status: ContentfulStatusCode
  readonly code: EmbeddedErrorCode
  readonly retryAfter: number | undefined
  readonly attemptsLeft: number | undefined

  constructor(
    status: ContentfulStatusCode,
    code: EmbeddedErrorCode,
    message: string,
    extra: { retryAfter?: number; attemptsLeft?: number } = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.retryAfter = extra.retryAfter
    this.attemptsLeft = extra.attemptsLeft
  }

  toBody(): EmbeddedErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.retryAfter !== undefined && { retryAfter: this.retryAfter }),
        ...(this.attemptsLeft !== undefined && { attemptsLeft: this.attemptsLeft }),
      },
    }
  }

  /** `Retry-After` for a 429. */
  headers(): Record<string, string> {
    return this.retryAfter === undefined ? {} : { 'Retry-After': String(this.retryAfter) }
  }
}

/** 400 `invalid_request`. */
export function invalidRequest(message: string): EmbeddedError {
  return new EmbeddedError(400, 'invalid_request', message)
}

/** 429 `rate_limited` with the whole seconds to wait (at least 1). */
export function rateLimited(message: string, retryAfterMs: number): EmbeddedError {
  return new EmbeddedError(429, 'rate_limited', message, {
    retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  })
}

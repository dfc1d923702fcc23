import type { AuthErrorCode, ConvertErrorCode, ProfileErrorCode } from '@latch/core/api'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { OnrampServerErrorCode } from '../onramp/errorCodes.ts'

/** Machine-readable error codes of the JSON error body `{ error, message }` (sign-in's too). */
export type HttpErrorCode =
  | AuthErrorCode
  | ConvertErrorCode
  | ProfileErrorCode
  | OnrampServerErrorCode
  | 'invalid_parameter'
  | 'invalid_address'
  | 'invalid_chain_id'
  | 'invalid_cursor'
  | 'invalid_body'
  | 'unsupported_chain'
  | 'missing_project_id'
  | 'invalid_project_id'
  | 'unknown_project'
  | 'origin_not_allowed'
  | 'rate_limited'
  | 'not_found'
  | 'not_implemented'
  | 'upstream_error'
  | 'database_unavailable'
  | 'internal_error'

/** The body of every error answer. */
export type ErrorBody = { error: HttpErrorCode; message: string }

/** An error that becomes an HTTP answer with a JSON `{ error, message }` body. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: ContentfulStatusCode
  readonly code: HttpErrorCode
  readonly headers: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    code: HttpErrorCode,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.headers = headers
  }

  /** The JSON body sent to the client. */
  toBody(): ErrorBody {
    return { error: this.code, message: this.message }
  }
}

/** Shorthand for a 400 answer. */
export function badRequest(code: HttpErrorCode, message: string): HttpError {
  return new HttpError(400, code, message)
}

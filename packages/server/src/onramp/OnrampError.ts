import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ErrorBody, HttpError } from '../validation/HttpError.ts'
import type { OnrampServerErrorCode } from './errorCodes.ts'

/**
 * An on-ramp answer's error: the server's `{ error, message }` plus, for a limit, the method's
 * `min` and `max` and the `currency` (`{ error: 'amount_below_minimum', message: 'Minimum is 10.00
 * USD', min: '10.00', max: '7500.00', currency: 'USD' }`).
 */
export class OnrampError extends HttpError {
  override name = 'OnrampError'
  readonly extra: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    code: OnrampServerErrorCode | 'invalid_parameter' | 'invalid_body' | 'invalid_address',
    message: string,
    extra: Record<string, string> = {},
  ) {
    super(status, code, message)
    this.extra = extra
  }

  override toBody(): ErrorBody {
    return { ...this.extra, ...super.toBody() }
  }
}

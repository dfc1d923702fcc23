import type { OnrampErrorCode } from '../api/onramp.ts'
import { LatchError, type LatchErrorParameters } from '../errors/base.ts'

/**
 * An on-ramp call (`/v1/onramp/*`, `/v1/generators/onrampurl`) answered 4xx with an error code:
 * classify by `code` (`amount_below_minimum`, `provider_unavailable` …), never by the message.
 * `min` and `max` come with the limit codes.
 */
export class OnrampRequestError extends LatchError {
  override name = 'OnrampRequestError'
  readonly code: OnrampErrorCode
  readonly status: number
  readonly min: string | undefined
  readonly max: string | undefined
  constructor({
    code,
    status,
    min,
    max,
    ...parameters
  }: {
    code: string
    status: number
    min?: string | undefined
    max?: string | undefined
  } & LatchErrorParameters) {
    super('The on-ramp service refused the request', {
      ...parameters,
      details: `${status} ${code}`,
    })
    this.code = code
    this.status = status
    this.min = min
    this.max = max
  }
}

/** The provider marked the order failed: nothing was bought. */
export class OnrampOrderFailedError extends LatchError {
  override name = 'OnrampOrderFailedError'
  readonly orderId: string
  constructor({ orderId, ...parameters }: { orderId: string } & LatchErrorParameters) {
    super('The purchase did not go through', { ...parameters, details: `order ${orderId}` })
    this.orderId = orderId
  }
}

/** The order stayed pending longer than the view follows it (the provider may still finish it). */
export class OnrampOrderTimeoutError extends LatchError {
  override name = 'OnrampOrderTimeoutError'
  readonly orderId: string
  constructor({ orderId, ...parameters }: { orderId: string } & LatchErrorParameters) {
    super('The purchase is taking longer than expected', {
      ...parameters,
      details: `order ${orderId}`,
    })
    this.orderId = orderId
  }
}

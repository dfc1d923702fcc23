import { LatchError } from '../errors/base.ts'

/** Which part of a `wallet_grantPermissions` request is wrong. */
export type InvalidSessionRequestReason =
  | 'request'
  | 'expiry'
  | 'permissions'
  | 'permission_type'
  | 'token'
  | 'policy'
  | 'allowance'
  | 'signer'
  | 'chain'

/**
 * A `wallet_grantPermissions` request this wallet cannot grant as asked (malformed, an unknown
 * permission or policy type, no allowance, too long): the wallet answers -32602 and grants
 * nothing. Classify by `reason`, never by the text.
 */
export class InvalidSessionRequestError extends LatchError {
  override name = 'InvalidSessionRequestError'
  readonly reason: InvalidSessionRequestReason
  constructor(reason: InvalidSessionRequestReason, message: string) {
    super(message)
    this.reason = reason
  }
}

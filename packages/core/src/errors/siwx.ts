import { LatchError, type LatchErrorParameters } from './base.ts'

/** A sign-in action was called without the `siwx` (or `siweConfig`) option. SPEC §8. */
export class SiwxNotEnabledError extends LatchError {
  override name = 'SiwxNotEnabledError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('SIWX is not enabled', parameters)
  }
}

/**
 * Sign-in could not start: the message's fields (the nonce) could not be made, or the sessions
 * could not be read. SPEC §8: the wallet disconnects and the modal goes back to Connect.
 */
export class SiwxInitError extends LatchError {
  override name = 'SiwxInitError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', parameters)
  }
}

/** A contract account's signature was refused. SPEC §8. */
export class SmartAccountSignInError extends LatchError {
  override name = 'SmartAccountSignInError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('This application might not support Smart Accounts', parameters)
  }
}

/** Parameters of {@link SiwxSessionRejectedError}. */
export type SiwxSessionRejectedErrorParameters = LatchErrorParameters & {
  /** Why, as a code to branch on (the Latch server's: `invalid_nonce`, `invalid_signature` …). */
  code: string
  /** The account is a contract (EIP-1271 / ERC-6492) whose signature was refused. */
  contractAccount?: boolean
}

/**
 * A `SiwxConfig.addSession` refused the signed session (its server said no). Throw it from your
 * own config; `contractAccount: true` makes the flow say 'This application might not support
 * Smart Accounts'.
 *
 * @example
 * throw new SiwxSessionRejectedError({ code: 'invalid_signature', contractAccount: true })
 */
export class SiwxSessionRejectedError extends LatchError {
  override name = 'SiwxSessionRejectedError'
  readonly code: string
  readonly contractAccount: boolean
  constructor(parameters: SiwxSessionRejectedErrorParameters) {
    super('Sign-in was not accepted', { details: parameters.code, ...parameters })
    this.code = parameters.code
    this.contractAccount = parameters.contractAccount ?? false
  }
}

/** Signing in failed for another reason (the wallet failed, the server was unreachable). */
export class SiwxSignInFailedError extends LatchError {
  override name = 'SiwxSignInFailedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Sign-in failed', parameters)
  }
}

import { ModalClosedError } from '../send/errors.ts'
import { LatchError, type LatchErrorParameters } from './base.ts'
import { WALLET_ERROR_CODES } from './walletErrorCode.ts'

/** The frame did not become ready within 20 s, or could not be reached. SPEC §8 alert text. */
export class EmbeddedWalletLoadError extends LatchError {
  override name = 'EmbeddedWalletLoadError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Embedded wallet could not load', parameters)
  }
}

/** A request to the frame got no answer in time (SPEC §9: 120 s). SPEC §8 alert text. */
export class EmbeddedWalletTimeoutError extends LatchError {
  override name = 'EmbeddedWalletTimeoutError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Embedded Wallet Request Timed Out', parameters)
  }
}

/** The frame was used before it loaded, or after it was removed. SPEC §8 text. */
export class FrameNotSetError extends LatchError {
  override name = 'FrameNotSetError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('W3mFrame: iframe is not set', parameters)
  }
}

/** The code of the embedded wallet's login part could not be loaded. SPEC §8 text. */
export class EmbeddedDependencyLoadError extends LatchError {
  override name = 'EmbeddedDependencyLoadError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

/** Parameters of {@link EmbeddedWalletRequestError}. */
export type EmbeddedWalletRequestErrorParameters = LatchErrorParameters & {
  /** The frame's `message`. @defaultValue `'An error occurred'` (SPEC §8) */
  message?: string
  /** The frame's code: a JSON-RPC number (4001, 4100 …) or the server's string code. */
  code?: number | string
  /** After a wrong code (`wrong_code`): the tries left on it. */
  attemptsLeft?: number | undefined
}

/**
 * The frame answered a request with an error: its message and code, as sent. A JSON-RPC `code`
 * (4001 declined, 4100 not signed in …) is kept so `getWalletErrorCode` classifies it.
 */
export class EmbeddedWalletRequestError extends LatchError {
  override name = 'EmbeddedWalletRequestError'
  readonly code: number | string | undefined
  /** After a wrong code (`wrong_code`): the tries left on it. */
  readonly attemptsLeft: number | undefined
  constructor({
    message,
    code,
    attemptsLeft,
    ...parameters
  }: EmbeddedWalletRequestErrorParameters = {}) {
    super(message || 'An error occurred', parameters)
    this.code = code
    this.attemptsLeft = attemptsLeft
  }
}

/**
 * A method on neither of SPEC §6's lists was asked of the embedded wallet (JSON-RPC 4200). The
 * ApproveTransaction view shows it as 'Action not allowed'.
 */
export class EmbeddedRpcNotAllowedError extends LatchError {
  override name = 'EmbeddedRpcNotAllowedError'
  readonly code = WALLET_ERROR_CODES.UNSUPPORTED_METHOD
  constructor(parameters: LatchErrorParameters = {}) {
    super('Requested RPC call is not allowed', parameters)
  }
}

/**
 * The modal was closed while the embedded wallet waited for the visitor's answer: the request is
 * aborted in the frame. A `ModalClosedError` ('Modal closed') with EIP-1193's 4001.
 */
export class EmbeddedRequestClosedError extends ModalClosedError {
  override name = 'EmbeddedRequestClosedError'
  readonly code = WALLET_ERROR_CODES.USER_REJECTED
}

/** SPEC §5: another email within 30 s of the last one. */
export class EmailThrottleError extends LatchError {
  override name = 'EmailThrottleError'
  /** Whole seconds until another email may be sent. */
  readonly secondsLeft: number
  constructor({ secondsLeft, ...parameters }: { secondsLeft: number } & LatchErrorParameters) {
    super(`Please try again after ${secondsLeft} seconds`, parameters)
    this.secondsLeft = secondsLeft
  }
}

/** SPEC §5: the email payload is not a valid address. */
export class InvalidEmailError extends LatchError {
  override name = 'InvalidEmailError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Invalid email', parameters)
  }
}

/** The action needs a signed-in embedded wallet (or an email login in progress). */
export class EmbeddedNotConnectedError extends LatchError {
  override name = 'EmbeddedNotConnectedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Address or auth connector not found', parameters)
  }
}

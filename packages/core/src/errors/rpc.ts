import { LatchError, type LatchErrorParameters } from './base.ts'

/**
 * A network has no HTTP RPC URL to read from or send through (SPEC §8: "A transport given no URL
 * raises a URL-required error"). `@latch/evm` and `@latch/solana` throw this same class.
 */
export class RpcUrlRequiredError extends LatchError {
  override name = 'RpcUrlRequiredError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('URL is required', parameters)
  }
}

/**
 * A node answered a JSON-RPC call with an error object. Its `code` is kept, so the error is
 * classified by code (4001 user rejected, 3 execution reverted …), never by its text.
 */
export class RpcResponseError extends LatchError {
  override name = 'RpcResponseError'
  /** The JSON-RPC error code the node answered. */
  readonly code: number
  /** The error's `data` member, when the node gave one (revert data, for instance). */
  readonly data: unknown
  constructor(
    error: { code: number; message: string; data?: unknown },
    parameters: LatchErrorParameters = {},
  ) {
    super(error.message || 'RPC error', parameters)
    this.code = error.code
    this.data = error.data
  }
}

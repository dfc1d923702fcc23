/**
 * JSON-RPC error codes the relay answers with: the standard ones, and implementation-defined
 * server errors (-32000…-32099) for its limits.
 */
export const RELAY_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  frameTooLarge: -32001,
  tooManySubscriptions: -32002,
  mailboxFull: -32003,
  quotaExceeded: -32004,
  rateLimited: -32005,
} as const

export type RelayErrorCode = (typeof RELAY_ERROR_CODES)[keyof typeof RELAY_ERROR_CODES]

/** A failed relay call; becomes the JSON-RPC `error` of the answer. */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  readonly code: RelayErrorCode

  constructor(code: RelayErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

/** Shorthand for a `-32602 Invalid params` error. */
export function invalidParams(message: string): RelayRpcError {
  return new RelayRpcError(RELAY_ERROR_CODES.invalidParams, message)
}

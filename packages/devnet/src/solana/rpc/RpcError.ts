/** JSON-RPC error codes the Solana RPC uses (standard ones plus the -320xx server range). */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  blockNotAvailable: -32004,
  unsupportedTransactionVersion: -32015,
} as const

/** An error the RPC answers with: `{ code, message, data? }`. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** -32602 with the validator's wording: "Invalid params: …". */
export function invalidParams(detail: string): RpcError {
  return new RpcError(RPC_ERROR.invalidParams, `Invalid params: ${detail}`)
}

/** -32602 for one bad parameter value: "Invalid param: …". */
export function invalidParam(detail: string): RpcError {
  return new RpcError(RPC_ERROR.invalidParams, `Invalid param: ${detail}`)
}

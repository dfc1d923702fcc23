/**
 * The EIP-1193 and JSON-RPC error codes this wallet answers with. Dapps classify wallet errors
 * by these numbers, never by message text.
 */
export const RPC_ERROR_CODE = {
  /** EIP-1193: the user rejected the request. */
  userRejected: 4001,
  /** EIP-1193: the method or account has not been authorised by the user. */
  unauthorized: 4100,
  /** EIP-1193: the provider does not support the method. */
  unsupportedMethod: 4200,
  /** EIP-1193: the provider is disconnected from all chains. */
  disconnected: 4900,
  /** EIP-3326: the wallet does not know the requested chain. */
  unrecognizedChain: 4902,
  /** JSON-RPC 2.0: the request object itself is malformed. */
  invalidRequest: -32600,
  /** JSON-RPC 2.0: invalid method parameters. */
  invalidParams: -32602,
  /** JSON-RPC 2.0: internal error. */
  internal: -32603,
} as const

/** Fields a {@link ProviderRpcError} can carry besides code and message. */
export type ProviderRpcErrorOptions = {
  /** Extra data, as JSON-RPC errors carry it (revert data, the failing chain id…). */
  data?: unknown
  /** The error that caused this one (a network failure, a signing error). */
  cause?: unknown
}

/**
 * The error every request of the test wallet rejects with: a numeric `code`, a `message` and,
 * when relevant, `data` — the shape real injected wallets use (EIP-1193 `ProviderRpcError`).
 *
 * @example
 * try { await wallet.provider.request({ method: 'eth_requestAccounts' }) } catch (error) {
 *   if (error instanceof ProviderRpcError && error.code === 4001) console.log('rejected')
 * }
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, options: ProviderRpcErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.data = options.data
  }

  /** The plain JSON-RPC error object, so the error survives `postMessage` and `JSON.stringify`. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/** 4001: what every approval answers when the user (or the `reject` policy) says no. */
export function userRejectedError(): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR_CODE.userRejected, 'User rejected the request.')
}

/** 4100: the dapp asked for an account (or a signature) it was not given. */
export function unauthorizedError(detail: string): ProviderRpcError {
  return new ProviderRpcError(
    RPC_ERROR_CODE.unauthorized,
    `The requested account and/or method has not been authorized by the user. ${detail}`,
  )
}

/** -32602: the request's parameters are malformed. */
export function invalidParamsError(detail: string, cause?: unknown): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR_CODE.invalidParams, `Invalid params: ${detail}`, {
    cause,
  })
}

/** 4200: a method this wallet does not implement. */
export function unsupportedMethodError(method: string): ProviderRpcError {
  return new ProviderRpcError(
    RPC_ERROR_CODE.unsupportedMethod,
    `Unsupported method: ${method} is not supported by this wallet.`,
  )
}

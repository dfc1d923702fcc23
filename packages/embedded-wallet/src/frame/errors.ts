/**
 * The one error the frame's dispatcher rejects with: `message` goes to the host as is, `code`
 * (a JSON-RPC number such as 4001 / 4100 / 4200, or the server's error code string such as
 * 'wrong_code') lets the host classify it without reading the text.
 */
export class FrameError extends Error {
  override name = 'FrameError'
  readonly code: number | string | undefined
  /** After a wrong code: the tries left on it. */
  readonly attemptsLeft: number | undefined

  constructor(
    message: string,
    code?: number | string,
    options?: { cause?: unknown; attemptsLeft?: number | undefined },
  ) {
    super(message, options)
    this.code = code
    this.attemptsLeft = options?.attemptsLeft
  }
}

/** JSON-RPC codes the frame answers with (EIP-1193 / SPEC §8). */
export const RPC_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  invalidParams: -32602,
  internal: -32603,
} as const

export const notSignedIn = () => new FrameError('Not signed in', RPC_CODES.unauthorized)
export const userRejected = () =>
  new FrameError('User rejected the request.', RPC_CODES.userRejected)
export const modalClosed = () => new FrameError('Modal closed', RPC_CODES.userRejected)
export const notAllowed = () =>
  new FrameError('Requested RPC call is not allowed', RPC_CODES.unsupportedMethod)
export const notSupported = () =>
  new FrameError('Method not supported by this wallet', RPC_CODES.unsupportedMethod)
export const invalidParams = (what: string) =>
  new FrameError(`Invalid parameters: ${what}`, RPC_CODES.invalidParams)

import { type ConvertErrorCode, SWAPS_UNSUPPORTED_MESSAGE } from '../api/convert.ts'
import { LatchError, type LatchErrorParameters } from '../errors/base.ts'

/** The server routes no swaps on the network. SPEC §8 text: 'Network not supported for Swaps'. */
export class SwapsUnsupportedNetworkError extends LatchError {
  override name = 'SwapsUnsupportedNetworkError'
  /** CAIP-2 id of the network. */
  readonly caipNetworkId: string
  constructor({ caipNetworkId, ...parameters }: { caipNetworkId: string } & LatchErrorParameters) {
    super(SWAPS_UNSUPPORTED_MESSAGE, parameters)
    this.caipNetworkId = caipNetworkId
  }
}

/**
 * A convert call (`/v1/convert/*`) answered 4xx with an error code: classify by `code`
 * (`no_route`, `unsupported_token`, `estimate_failed` …), never by the server's message.
 */
export class ConvertRequestError extends LatchError {
  override name = 'ConvertRequestError'
  readonly code: ConvertErrorCode | (string & {})
  readonly status: number
  constructor({
    code,
    status,
    ...parameters
  }: { code: string; status: number } & LatchErrorParameters) {
    super(code === 'no_route' ? 'No route for this pair' : 'The swap service refused the request', {
      ...parameters,
      details: `${status} ${code}`,
    })
    this.code = code
    this.status = status
  }
}

/**
 * The price moved past the slippage tolerance (SPEC §9: 1 %) between the quote the visitor saw
 * and the swap: the swap would get less than the minimum shown, so it was not sent, or it
 * reverted on chain (the tokens stay where they were; only the network fee is spent).
 */
export class SwapPriceMovedError extends LatchError {
  override name = 'SwapPriceMovedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('The price moved more than the 1% slippage allows', parameters)
  }
}

/** The swap (or its approval) was mined but reverted: nothing was exchanged. */
export class SwapRevertedError extends LatchError {
  override name = 'SwapRevertedError'
  readonly hash: string
  constructor({ hash, ...parameters }: { hash: string } & LatchErrorParameters) {
    super('The transaction failed on chain', { ...parameters, details: `reverted: ${hash}` })
    this.hash = hash
  }
}

/** The transaction was sent, but no receipt came within the wait. It may still be mined. */
export class SwapReceiptTimeoutError extends LatchError {
  override name = 'SwapReceiptTimeoutError'
  readonly hash: string
  constructor({ hash, ...parameters }: { hash: string } & LatchErrorParameters) {
    super('The transaction is taking longer than expected', { ...parameters, details: hash })
    this.hash = hash
  }
}

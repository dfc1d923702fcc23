import {
  BaseError,
  ExecutionRevertedError,
  HttpRequestError,
  InsufficientFundsError,
  TimeoutError,
} from 'viem'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { HttpError } from '../validation/HttpError.ts'

/** A transaction to estimate. */
export type GasRequest = {
  from: `0x${string}`
  to: `0x${string}`
  data: `0x${string}`
  value: bigint
}

/**
 * Headroom on an estimate, in percent: a swap's cost depends on the pools' state when it is
 * mined (another trade first can turn a storage write from fresh to changed).
 */
const GAS_HEADROOM_PERCENT = 25n

/**
 * Gas for `request` as the chain estimates it now, plus GAS_HEADROOM_PERCENT. 422
 * `estimate_failed` when the node says it would fail (a revert: balance, allowance, slippage,
 * deadline; or too little ether), with the node's reason; 502 when the node cannot be reached.
 * Classified by viem's error classes, not by message text.
 */
export async function estimateGasOrFail(chain: ChainRuntime, request: GasRequest): Promise<bigint> {
  try {
    const gas = await chain.client.estimateGas({
      account: request.from,
      to: request.to,
      data: request.data,
      value: request.value,
    })
    return (gas * (100n + GAS_HEADROOM_PERCENT)) / 100n
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const unreachable = error.walk(
      (e) => e instanceof HttpRequestError || e instanceof TimeoutError,
    )
    if (unreachable) {
      throw new HttpError(502, 'upstream_error', `Could not estimate gas on ${chain.caip2}`)
    }
    throw new HttpError(
      422,
      'estimate_failed',
      `The transaction would fail on ${chain.caip2} as built: ${reason(error)}`,
    )
  }
}

/** The node's reason, one line: a revert's message, too little ether, or the root cause. */
function reason(error: BaseError): string {
  const cause =
    error.walk((e) => e instanceof ExecutionRevertedError || e instanceof InsufficientFundsError) ??
    error.walk()
  const text = cause instanceof BaseError ? cause.shortMessage : String(cause)
  const line = text.split('\n')[0] ?? ''
  return line.length > 200 ? `${line.slice(0, 200)}…` : line
}

/** Gas estimated for `request`, or undefined when the chain would not run it (for quotes). */
export async function estimateGasOrUndefined(
  chain: ChainRuntime,
  request: GasRequest,
): Promise<bigint | undefined> {
  return estimateGasOrFail(chain, request).catch(() => undefined)
}

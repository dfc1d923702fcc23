import type { ConvertBuildTransactionAnswer } from '@latch/core/api'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { readJsonObject } from '../validation/body.ts'
import { badRequest } from '../validation/HttpError.ts'
import { parseEvmAddress } from '../validation/params.ts'
import { upstreamError } from '../validation/upstreamError.ts'
import { estimateGasOrFail } from './estimateGas.ts'
import { findRoute } from './findRoute.ts'
import { parseAmount } from './parseAmount.ts'
import { swapCall } from './swapCall.ts'
import { swapChain } from './swapChain.ts'
import { parseSwapToken } from './swapTokens.ts'

/** SPEC §9 swap slippage tolerance: 1 (percent). */
export const DEFAULT_SLIPPAGE_PERCENT = 1
/** A slippage past this is a mistake (or an invitation to be sandwiched), not a tolerance. */
const MAX_SLIPPAGE_PERCENT = 50
/** How long a built swap stays valid by default: 20 minutes, as the Uniswap interface does. */
export const DEFAULT_DEADLINE_S = 20 * 60
/** The latest deadline a request may ask for. */
const MAX_DEADLINE_S = 24 * 60 * 60

/**
 * `POST /v1/convert/build-transaction`: the best route now, its output less the slippage as the
 * swap's minimum (`toAmountMin`), and the router call for the user to send — estimated unless
 * `disableEstimate`, so a swap that would revert (no allowance yet, too little balance) is a
 * 422 `estimate_failed` here rather than a failed transaction.
 */
export async function buildTransaction(
  { chains }: AppDeps,
  c: Context<AppEnv>,
): Promise<ConvertBuildTransactionAnswer> {
  const body = await readJsonObject(c)
  const text = (key: string, optional = false): string | undefined => {
    const value = body[key]
    if (value === undefined && optional) return undefined
    if (typeof value !== 'string') throw badRequest('invalid_body', `${key} must be a string`)
    return value
  }
  // The chain first: on a chain without swaps that is the answer, whatever else is wrong.
  const venue = swapChain(chains, {
    chainId: text('chainId', true),
    token: typeof body.from === 'string' ? body.from : undefined,
  })
  const from = parseSwapToken(text('from'), 'from', venue)
  const to = parseSwapToken(text('to'), 'to', venue)
  if (from.id === to.id) throw badRequest('invalid_body', 'from and to must differ')
  const user = parseEvmAddress(text('userAddress')!, 'userAddress')
  const amount = parseAmount(body.amount, 'amount', 'invalid_body')
  const slippage = parseSlippage(body.slippage)
  const disableEstimate = parseFlag(body.disableEstimate, 'disableEstimate')

  const [route, latest] = await Promise.all([
    findRoute(venue, from, to, { side: 'in', amount }),
    venue.chain.client.getBlock().catch(upstreamError('the latest block', venue.chain.caip2)),
  ])
  // The chain's clock, or the server's when no block was mined lately: the next block is stamped
  // with the later of the two.
  const now = Math.max(Math.floor(Date.now() / 1000), Number(latest.timestamp))
  const deadline = parseDeadline(body.deadline, now)
  const basisPoints = BigInt(Math.round(slippage * 100))
  const amountOutMin = (route.amountOut * (10_000n - basisPoints)) / 10_000n
  const { data, value } = swapCall({
    from,
    to,
    path: route.path,
    amountIn: amount,
    amountOutMin,
    recipient: user,
    deadline: BigInt(deadline),
  })
  const request = { from: user, to: venue.swaps.router, data, value }
  const gas = disableEstimate ? undefined : await estimateGasOrFail(venue.chain, request)
  return {
    tx: { ...request, value: value.toString(), ...(gas ? { gas: gas.toString() } : {}) },
    fromAmount: amount.toString(),
    toAmount: route.amountOut.toString(),
    toAmountMin: amountOutMin.toString(),
    path: route.path.map((address) => `${venue.chain.caip2}:${address}`),
    slippage,
    deadline,
  }
}

/** Percent from 0 to 50 (a number or its decimal text); the default when absent. */
function parseSlippage(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_SLIPPAGE_PERCENT
  const number =
    typeof value === 'string' && /^\d{1,2}(\.\d{1,2})?$/.test(value) ? Number(value) : value
  if (typeof number !== 'number' || !(number >= 0 && number <= MAX_SLIPPAGE_PERCENT)) {
    throw badRequest(
      'invalid_body',
      `slippage must be a percent from 0 to ${MAX_SLIPPAGE_PERCENT} (1 is 1 %)`,
    )
  }
  // Basis points are what the minimum is reckoned in.
  return Math.round(number * 100) / 100
}

/** Unix seconds after `now` and at most a day ahead; `now` + 20 minutes when absent. */
function parseDeadline(value: unknown, now: number): number {
  if (value === undefined || value === null) return now + DEFAULT_DEADLINE_S
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw badRequest('invalid_body', 'deadline must be a unix time in whole seconds')
  }
  if (value <= now || value > now + MAX_DEADLINE_S) {
    throw badRequest('invalid_body', 'deadline must be in the future, at most a day ahead')
  }
  return value
}

function parseFlag(value: unknown, key: string): boolean {
  if (value === undefined || value === null) return false
  if (typeof value !== 'boolean') throw badRequest('invalid_body', `${key} must be true or false`)
  return value
}

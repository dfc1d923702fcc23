import { type Address, encodeFunctionData, type Hex } from 'viem'
import { routerAbi } from './routerAbi.ts'
import type { SwapToken } from './swapTokens.ts'

export type SwapCallParameters = {
  from: SwapToken
  to: SwapToken
  path: Address[]
  amountIn: bigint
  amountOutMin: bigint
  /** Who receives what is bought: the user. */
  recipient: Address
  /** Unix seconds. */
  deadline: bigint
}

/**
 * The router call of an exact-input swap: `swapExactETHForTokens` when selling the native
 * currency (sent as the value), `swapExactTokensForETH` when buying it, otherwise
 * `swapExactTokensForTokens`. The router reverts when it would yield under `amountOutMin`.
 */
export function swapCall({
  from,
  to,
  path,
  amountIn,
  amountOutMin,
  recipient,
  deadline,
}: SwapCallParameters): { data: Hex; value: bigint } {
  if (from.native) {
    const args = [amountOutMin, path, recipient, deadline] as const
    const data = encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args })
    return { data, value: amountIn }
  }
  const args = [amountIn, amountOutMin, path, recipient, deadline] as const
  const functionName = to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return { data: encodeFunctionData({ abi: routerAbi, functionName, args }), value: 0n }
}

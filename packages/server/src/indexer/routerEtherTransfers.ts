import { decodeFunctionData, type Hex, parseAbi } from 'viem'
import type { SwapsConfig } from '../chain/types.ts'
import type { IndexedTransfer } from './types.ts'

/** keccak256('Withdrawal(address,uint256)'): WETH9 unwrapping `wad` for `src`. */
export const WITHDRAWAL_TOPIC = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

/** Router02 calls that unwrap WETH and send the ether on to their `to` argument. */
const ETHER_OUT_ABI = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
  'function removeLiquidityETHSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
])

type Log = { address: string; topics: readonly Hex[]; data: Hex; logIndex: Hex }

/**
 * The ether a swap router pays out inside a transaction: an internal call, so no log and no
 * transaction value shows it, and a swap to ETH would list only the tokens sold. The router
 * unwraps WETH first (a `Withdrawal` log with the router as `src`), then sends that much to its
 * call's `to`: each such log of a successful call to `swaps.router` becomes a native transfer
 * from the router to `to`, keyed by the log's index.
 */
export function routerEtherTransfers(
  swaps: SwapsConfig | undefined,
  tx: { hash: string; to: string | null; input: Hex },
  logs: readonly Log[],
): IndexedTransfer[] {
  const router = swaps?.router.toLowerCase()
  if (!swaps || !router || tx.to?.toLowerCase() !== router) return []
  const recipient = etherRecipient(tx.input)
  if (!recipient) return []
  const weth = swaps.weth.toLowerCase()
  return logs.flatMap((log) => {
    const [topic, src] = log.topics
    const fromRouter = src !== undefined && `0x${src.slice(26)}`.toLowerCase() === router
    if (log.address.toLowerCase() !== weth || topic !== WITHDRAWAL_TOPIC || !fromRouter) return []
    if (log.data.length !== 66) return []
    return [
      {
        txHash: tx.hash.toLowerCase(),
        logIndex: Number(log.logIndex),
        token: null,
        from: router,
        to: recipient,
        amount: BigInt(log.data),
      },
    ]
  })
}

/** The `to` argument of a Router02 call that pays out ether; undefined for any other call. */
function etherRecipient(input: Hex): string | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: ETHER_OUT_ABI, data: input })
    const inputs = ETHER_OUT_ABI.find((item) => item.name === functionName)?.inputs ?? []
    const index = inputs.findIndex((param) => param.name === 'to')
    const to = (args as readonly unknown[])[index]
    return typeof to === 'string' ? to.toLowerCase() : undefined
  } catch {
    // Not one of those calls (or malformed input): no ether leaves the router for anyone.
    return undefined
  }
}

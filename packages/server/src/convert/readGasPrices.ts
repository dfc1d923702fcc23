import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { upstreamError } from '../validation/upstreamError.ts'

/** Wei per gas at three speeds, slowest first. */
export type GasPrices = { standard: bigint; fast: bigint; instant: bigint }

/** Blocks of fee history the tips are read from. */
const FEE_HISTORY_BLOCKS = 5
/** Tip percentiles of those blocks for standard, fast and instant. */
const TIP_PERCENTILES = [25, 50, 75]
/**
 * Headroom over the next block's base fee, in per-mille, for fast and instant: the base fee can
 * rise 12.5 % a block (EIP-1559), so fast outlasts one full block, instant two.
 */
const BASE_FEE_HEADROOM_PERMILLE = [1000n, 1125n, 1266n]

/**
 * The chain's gas prices from its fee data: the next block's base fee (`eth_feeHistory`) plus
 * the 25th, 50th and 75th percentile tips of the last blocks, with room for the base fee to rise
 * at the faster speeds. A chain without a base fee (pre-London) answers `eth_gasPrice`, raised
 * 10 % and 25 % for fast and instant. 502 when the chain cannot be read.
 */
export async function readGasPrices(chain: ChainRuntime): Promise<GasPrices> {
  const history = await chain.client
    .getFeeHistory({ blockCount: FEE_HISTORY_BLOCKS, rewardPercentiles: TIP_PERCENTILES })
    .catch(upstreamError('the fee history', chain.caip2))
  const nextBaseFee = history.baseFeePerGas.at(-1) ?? 0n
  if (nextBaseFee === 0n) {
    const gasPrice = await chain.client
      .getGasPrice()
      .catch(upstreamError('the gas price', chain.caip2))
    return { standard: gasPrice, fast: (gasPrice * 110n) / 100n, instant: (gasPrice * 125n) / 100n }
  }
  const [standard, fast, instant] = TIP_PERCENTILES.map((_, i) => {
    const tips = (history.reward ?? []).map((block) => block[i] ?? 0n)
    return (nextBaseFee * BASE_FEE_HEADROOM_PERMILLE[i]!) / 1000n + median(tips)
  }) as [bigint, bigint, bigint]
  // Percentiles never fall, nor does the headroom: the order holds, but say so for the reader.
  return { standard, fast: max(fast, standard), instant: max(instant, fast) }
}

function median(values: bigint[]): bigint {
  if (values.length === 0) return 0n
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted[Math.floor(sorted.length / 2)]!
}

function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}

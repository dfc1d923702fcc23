import {
  type Address,
  createTestClient,
  encodeFunctionData,
  type Hash,
  http,
  maxUint256,
  publicActions,
  walletActions,
} from 'viem'
import { devTokenAbi } from '../constants/abis.ts'
import { DEVNET_AMM_CONTRACTS, DEVNET_AMM_PROVIDER, type DevnetAmmAsset } from '../constants/amm.ts'
import { uniswapV2PairAbi, uniswapV2RouterAbi } from '../constants/ammAbis.ts'
import { DEVNET_TOKENS } from '../constants/contracts.ts'
import { DevnetDeployError } from '../errors.ts'

/** Gas of each of the helper's transactions: a swap takes ~90 k, a mint or approve ~50 k. */
const MOVE_GAS = 1_000_000n

export type MoveAmmPriceParameters = {
  /** RPC URL of a devnet chain (`devnet.chains[0].rpcUrl`, or http://127.0.0.1:8545 under `npm start`). */
  rpcUrl: string
  /** What the big trade sells: its price in the pool falls. */
  sell: DevnetAmmAsset
  /** What it buys: its price in the pool rises. */
  buy: DevnetAmmAsset
  /**
   * How far the price moves, in percent: afterwards, selling a little `sell` for `buy` straight
   * through their pool yields about this much less than before.
   */
  percent: number
  /**
   * Who trades: an address anvil signs for (impersonated for the call). Sold tokens are minted to
   * it first, through the devnet tokens' open faucet.
   * @defaultValue DEVNET_AMM_PROVIDER (the liquidity provider, so no dev account's balances move)
   */
  account?: Address
}

/** What {@link moveAmmPrice} did. */
export type MoveAmmPriceReturnType = {
  /** Base units of `sell` traded into the pool. */
  amountIn: bigint
  /** The swap's transaction hash. */
  hash: Hash
}

/**
 * Moves a devnet pool's price with one big swap from another account, as a market would between
 * a quote and its transaction: a swap built before with 1 % slippage then reverts on chain
 * (`UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT`). Sells into the direct pool of `sell` and `buy`
 * only: a swap routed through WETH (the server picks that path when it pays more) is moved by
 * moving the pools on its `path`.
 *
 * @example
 * // The user's USDC → DAI swap was quoted; the price moves 5 % before it is sent.
 * await moveAmmPrice({ rpcUrl: devnet.chains[0].rpcUrl, sell: 'usdc', buy: 'dai', percent: 5 })
 *
 * @throws {DevnetDeployError} when `sell` and `buy` have no pool or a transaction reverts.
 */
export async function moveAmmPrice({
  rpcUrl,
  sell,
  buy,
  percent,
  account = DEVNET_AMM_PROVIDER,
}: MoveAmmPriceParameters): Promise<MoveAmmPriceReturnType> {
  if (!(percent > 0 && percent < 1_000)) {
    throw new RangeError(`percent must be above 0 and below 1000, got ${percent}`)
  }
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)
  const router = DEVNET_AMM_CONTRACTS.uniswapV2Router02
  const sellAddress = assetAddress(sell)
  const path = [sellAddress, assetAddress(buy)]

  const pair = await client.readContract({
    address: DEVNET_AMM_CONTRACTS.uniswapV2Factory,
    abi: uniswapV2PairAbi,
    functionName: 'getPair',
    args: [path[0]!, path[1]!],
  })
  if (/^0x0+$/.test(pair)) throw new DevnetDeployError(`No devnet pool joins ${sell} and ${buy}.`)
  const [[reserve0, reserve1], token0] = await Promise.all([
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
  ])
  const reserveIn = token0.toLowerCase() === sellAddress.toLowerCase() ? reserve0 : reserve1
  // x·y = k: after adding Δ of x, a small trade gets (x/(x+Δ))² of what it got before, so a
  // move of p % needs Δ = x·(√(1 + p/100) − 1); the pool keeps 0.3 % of what comes in.
  const factor = Math.sqrt(1 + percent / 100) - 1
  const amountIn = (reserveIn * BigInt(Math.round(factor * 1e9))) / 1_000_000_000n
  const amountWithFee = (amountIn * 1000n) / 997n

  const deadline = maxUint256
  await client.impersonateAccount({ address: account })
  try {
    const send = async (to: Address, data: `0x${string}`, value?: bigint) => {
      const hash = await client.sendTransaction({
        account,
        chain: null,
        to,
        data,
        value,
        gas: MOVE_GAS,
      })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
      if (receipt.status !== 'success') {
        throw new DevnetDeployError(`moveAmmPrice: a transaction to ${to} reverted (${hash}).`)
      }
      return hash
    }
    if (sell === 'eth') {
      await client.setBalance({
        address: account,
        value: (await client.getBalance({ address: account })) + amountWithFee,
      })
      const data = encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, path, account, deadline],
      })
      return { amountIn: amountWithFee, hash: await send(router, data, amountWithFee) }
    }
    const mint = encodeFunctionData({
      abi: devTokenAbi,
      functionName: 'mint',
      args: [account, amountWithFee],
    })
    await send(sellAddress, mint)
    const approve = encodeFunctionData({
      abi: devTokenAbi,
      functionName: 'approve',
      args: [router, amountWithFee],
    })
    await send(sellAddress, approve)
    const swap = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: buy === 'eth' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [amountWithFee, 0n, path, account, deadline],
    })
    return { amountIn: amountWithFee, hash: await send(router, swap) }
  } finally {
    // Impersonated only while the helper runs (anvil still signs for its own dev accounts).
    await client.stopImpersonatingAccount({ address: account })
  }
}

function assetAddress(asset: DevnetAmmAsset): Address {
  return asset === 'eth' ? DEVNET_AMM_CONTRACTS.weth : DEVNET_TOKENS[asset].address
}

import { parseAbi } from 'viem'
import { type ChainRuntime, MULTICALL3_ADDRESS } from './createChainRegistry.ts'
import type { TokenConfig } from './types.ts'

// One ABI for every call keeps the contracts list a plain array: Multicall3's getEthBalance
// and ERC20 balanceOf.
const balanceAbi = parseAbi([
  'function getEthBalance(address addr) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
])

type BalanceCall = {
  address: `0x${string}`
  abi: typeof balanceAbi
  functionName: 'getEthBalance' | 'balanceOf'
  args: readonly [`0x${string}`]
}

/** Raw balances of one owner on one chain. */
export type RawBalances = {
  native: bigint
  /** Per token, in the order given; undefined when the token call failed. */
  tokens: { token: TokenConfig; amount: bigint | undefined }[]
}

/**
 * Reads the native balance and every token balance of `owner` in ONE eth_call: Multicall3's
 * aggregate3 over `getEthBalance` and each token's `balanceOf` (chunking off).
 */
export async function readBalances(
  chain: ChainRuntime,
  owner: `0x${string}`,
  tokens: readonly TokenConfig[],
): Promise<RawBalances> {
  const contracts: BalanceCall[] = [
    { address: MULTICALL3_ADDRESS, abi: balanceAbi, functionName: 'getEthBalance', args: [owner] },
    ...tokens.map(
      (token): BalanceCall => ({
        address: token.address,
        abi: balanceAbi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    ),
  ]
  const results = await chain.client.multicall({
    contracts,
    allowFailure: true,
    batchSize: 0,
  })
  const [native, ...rest] = results
  if (native?.status !== 'success') {
    throw new Error(`Multicall3 getEthBalance failed on ${chain.caip2}`, { cause: native?.error })
  }
  return {
    native: native.result as bigint,
    tokens: tokens.map((token, i) => {
      const result = rest[i]
      return { token, amount: result?.status === 'success' ? (result.result as bigint) : undefined }
    }),
  }
}

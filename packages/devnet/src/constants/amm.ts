import { type Address, getContractAddress } from 'viem'

/**
 * The account that deploys the devnet's Uniswap V2 contracts and provides the pools' liquidity:
 * `0x` + the last 20 bytes of keccak256("latch devnet amm"). Nobody holds its key; the devnet
 * acts for it through anvil's impersonation. Its own account, rather than the deployer's next
 * nonces, keeps the AMM's addresses apart from the contracts appended to `DEVNET_DEPLOYMENTS`.
 */
export const DEVNET_AMM_PROVIDER: Address = '0x3316E0F14A3eE9c01abE648cc32754d9CdF72b7d'

/** Ether anvil gives {@link DEVNET_AMM_PROVIDER} before it deploys (the ETH pools take 3,000). */
export const DEVNET_AMM_PROVIDER_BALANCE_WEI = 1_000_000n * 10n ** 18n

/**
 * keccak256 of the published `UniswapV2Pair` creation code: the init-code hash Router02 has
 * compiled in to find pairs. Recompiling the pair would change it, which is why the devnet
 * deploys the published artifacts as they are.
 */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** Key of a devnet AMM contract in {@link DEVNET_AMM_CONTRACTS} (and `DEVNET_CONTRACTS`). */
export type DevnetAmmContractKey = 'weth' | 'uniswapV2Factory' | 'uniswapV2Router02'

/** What {@link DEVNET_AMM_PROVIDER} creates, in nonce order, from the published artifacts. */
export const DEVNET_AMM_DEPLOYMENTS = [
  { key: 'weth', artifact: '@uniswap/v2-periphery/build/WETH9.json' },
  { key: 'uniswapV2Factory', artifact: '@uniswap/v2-core/build/UniswapV2Factory.json' },
  { key: 'uniswapV2Router02', artifact: '@uniswap/v2-periphery/build/UniswapV2Router02.json' },
] as const satisfies readonly { key: DevnetAmmContractKey; artifact: string }[]

/**
 * Addresses of the devnet's Uniswap V2: WETH9, the factory and Router02. The same on every start
 * and on both chains.
 *
 * @example
 * import { DEVNET_AMM_CONTRACTS } from '@latch/devnet/constants'
 * const router = DEVNET_AMM_CONTRACTS.uniswapV2Router02
 */
export const DEVNET_AMM_CONTRACTS = Object.fromEntries(
  DEVNET_AMM_DEPLOYMENTS.map(({ key }, nonce) => [
    key,
    getContractAddress({ from: DEVNET_AMM_PROVIDER, nonce: BigInt(nonce) }),
  ]),
) as Record<DevnetAmmContractKey, Address>

/** A side of a devnet pool: `'eth'` (WETH, paired through the router's ETH calls) or a token key. */
export type DevnetAmmAsset = 'eth' | 'usdc' | 'usdt' | 'dai'

/** One seeded pool: the two assets and the whole units each side starts with. */
export type DevnetAmmPool = {
  assets: readonly [DevnetAmmAsset, DevnetAmmAsset]
  /** Whole units of each asset put in, in the order of `assets`. */
  reserves: readonly [bigint, bigint]
}

/** Whole units of each stablecoin per pool: $3 M a side, so 100 USDC moves a price ~0.007 %. */
const STABLE_DEPTH = 3_000_000n
/** ETH per ETH pool: 1,000 ETH against 3,000,000 of a stablecoin (3,000 USD, the server's ETH price). */
const ETH_DEPTH = 1_000n

/**
 * The pools the devnet seeds, at the server's default prices (ETH 3,000 USD, the stablecoins 1):
 * each stablecoin against ETH and against each other, so a swap has a direct pair or a path
 * through WETH.
 */
export const DEVNET_AMM_POOLS: readonly DevnetAmmPool[] = [
  { assets: ['eth', 'usdc'], reserves: [ETH_DEPTH, STABLE_DEPTH] },
  { assets: ['eth', 'usdt'], reserves: [ETH_DEPTH, STABLE_DEPTH] },
  { assets: ['eth', 'dai'], reserves: [ETH_DEPTH, STABLE_DEPTH] },
  { assets: ['usdc', 'dai'], reserves: [STABLE_DEPTH, STABLE_DEPTH] },
  { assets: ['usdc', 'usdt'], reserves: [STABLE_DEPTH, STABLE_DEPTH] },
  { assets: ['usdt', 'dai'], reserves: [STABLE_DEPTH, STABLE_DEPTH] },
]

/** The devnet tokens the AMM swaps (keys of `DEVNET_TOKENS`), besides ETH. */
export const DEVNET_AMM_TOKEN_KEYS = ['usdc', 'usdt', 'dai'] as const

import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** A CAIP-2 chain id, `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** A CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

/** A network's native currency: its name, symbol and decimals (`ETH`, 18). */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

export type RpcUrls = { http: readonly string[]; webSocket?: readonly string[] }

/** A network Latch can show and switch to (SPEC §3 Network). */
export type CaipNetwork = {
  /** The chain's own id: a number on eip155, the genesis-hash reference elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; chainDefault?: RpcUrls }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  deprecatedCaipNetworkId?: CaipNetworkId
  assets?: { imageId?: string; imageUrl?: string }
  /**
   * ERC-20 contracts on this network whose `transfer` returns nothing, like USDT on Ethereum:
   * sending them uses an ABI without the `bool` return (SPEC §9). `@latch/evm` knows the usual
   * mainnet ones; list others here.
   */
  usdtStyleTokens?: readonly string[]
}

/**
 * The shape of a viem `Chain` that Latch reads. Any viem chain fits it, so `@latch/core` does not
 * depend on viem.
 */
export type ChainLike = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; [key: string]: RpcUrls | undefined }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
}

import type { CaipNetwork, ChainLike } from '../types/network.ts'

/**
 * Turns a viem chain (or any chain of that shape) into an eip155 {@link CaipNetwork}.
 *
 * @example
 * import { base } from 'viem/chains'
 * const networks = [defineNetwork(base)]
 */
export function defineNetwork(chain: ChainLike, assets?: CaipNetwork['assets']): CaipNetwork {
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: chain.rpcUrls.default, chainDefault: chain.rpcUrls.default },
    ...(chain.blockExplorers ? { blockExplorers: chain.blockExplorers } : {}),
    testnet: chain.testnet ?? false,
    ...(assets ? { assets } : {}),
  }
}

import type { ChainAdapter } from '@latch/core/adapter'
import type { Config } from '@wagmi/core'
import { createEvmAdapter, type EvmAdapterOptions } from '../evmAdapter.ts'
import { createWagmiRoute } from './createWagmiRoute.ts'
import { followEmbeddedProvider } from './followEmbeddedProvider.ts'

/** Options of {@link evmWagmiAdapter}: those of `evmAdapter` plus the site's wagmi config. */
export type EvmWagmiAdapterOptions = EvmAdapterOptions & {
  /** The config the site's `WagmiProvider` (or `@wagmi/core` actions) use. */
  wagmiConfig: Config
}

/**
 * The eip155 adapter for a site that also uses wagmi: connect, reconnect, disconnect and network
 * switches go through the wagmi config, so `useAccount`, `useChainId` … see what Latch did — an
 * email or social login too (a wagmi connector 'AUTH' over the embedded wallet's provider).
 * Signing, sending and balances behave as in `evmAdapter`.
 *
 * @example
 * import { createConfig, http } from '@wagmi/core'
 * import { mainnet } from '@wagmi/core/chains'
 * import { evmWagmiAdapter } from '@latch/evm/wagmi'
 * const wagmiConfig = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
 * const adapter = evmWagmiAdapter({ wagmiConfig })
 */
export function evmWagmiAdapter({ wagmiConfig, ...options }: EvmWagmiAdapterOptions): ChainAdapter {
  return {
    ...createEvmAdapter(options, createWagmiRoute(wagmiConfig)),
    followEmbeddedProvider: (provider) => followEmbeddedProvider(wagmiConfig, provider),
  }
}

import { DEVNET_CONTRACTS, DEVNET_SPAM_CONTRACTS, DEVNET_TOKENS, type Devnet } from '@latch/devnet'
import type { ChainConfig } from '../chain/types.ts'

/**
 * Chain configs for a running devnet (with its name registry and spam list); `withTokens` lists
 * the devnet tokens up front.
 */
export function devnetChainConfigs(devnet: Devnet, withTokens: boolean): ChainConfig[] {
  return devnet.chains.map((chain) => ({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    name: chain.chain.name,
    nameRegistry: DEVNET_CONTRACTS.nameRegistry,
    spamContracts: [...DEVNET_SPAM_CONTRACTS],
    tokens: withTokens
      ? Object.values(DEVNET_TOKENS).map(({ address, name, symbol, decimals }) => ({
          address,
          name,
          symbol,
          decimals,
        }))
      : [],
  }))
}

import { type Devnet, devnetServerConfig } from '@latch/devnet'
import type { ChainConfig } from '../chain/types.ts'

/**
 * Chain configs for a running devnet, as `npm start` gives them to the server (with its name
 * registry and spam list); `withTokens: false` leaves the token list for the indexer to find.
 */
export function devnetChainConfigs(devnet: Devnet, withTokens: boolean): ChainConfig[] {
  return devnetServerConfig({ chains: devnet.chains }).chains.map((chain) =>
    withTokens ? chain : { ...chain, tokens: [] },
  )
}

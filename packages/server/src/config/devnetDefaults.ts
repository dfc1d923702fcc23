import {
  DEVNET_CHAIN_IDS,
  DEVNET_CHAINS,
  DEVNET_CONTRACTS,
  DEVNET_HOST,
  DEVNET_SPAM_CONTRACTS,
  DEVNET_TOKENS,
  type DevnetChainId,
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_MINTS,
  SOLANA_RPC_PORT,
} from '@latch/devnet/constants'
import type { ChainConfig } from '../chain/types.ts'
import type { SolanaChainConfig } from '../solana/types.ts'

/** The devnet tokens (same addresses on both devnet chains and on every run). */
const DEVNET_TOKEN_CONFIGS = Object.values(DEVNET_TOKENS).map(
  ({ address, name, symbol, decimals }) => ({
    address,
    name,
    symbol,
    decimals,
  }),
)

/** The local devnet chains at their default RPC URLs, with the devnet tokens listed. */
export function devnetChainConfigs(): ChainConfig[] {
  return DEVNET_CHAINS.map((chain) =>
    withDevnetDefaults({ chainId: chain.id, rpcUrl: chain.rpcUrls.default.http[0]! }),
  )
}

/**
 * Adds the devnet name, tokens, name registry and spam list (its Free Claim Rewards airdrop) to a
 * devnet chain id, for each of them the config does not set.
 */
export function withDevnetDefaults(chain: ChainConfig): ChainConfig {
  const devnet = DEVNET_CHAINS[DEVNET_CHAIN_IDS.indexOf(chain.chainId as DevnetChainId)]
  if (!devnet) return chain
  return {
    name: devnet.name,
    tokens: DEVNET_TOKEN_CONFIGS,
    nameRegistry: DEVNET_CONTRACTS.nameRegistry,
    spamContracts: [...DEVNET_SPAM_CONTRACTS],
    ...chain,
  }
}

/** The local devnet's Solana cluster at its default RPC URL, with its mints named. */
export function devnetSolanaChainConfigs(): SolanaChainConfig[] {
  return [
    withSolanaDevnetDefaults({
      chainId: SOLANA_DEVNET_CAIP2,
      rpcUrl: `http://${DEVNET_HOST}:${SOLANA_RPC_PORT}`,
    }),
  ]
}

/** Adds the devnet's name and mints to the devnet's Solana cluster, when the config sets none. */
export function withSolanaDevnetDefaults(chain: SolanaChainConfig): SolanaChainConfig {
  if (chain.chainId !== SOLANA_DEVNET_CAIP2) return chain
  return {
    name: 'Solana Local',
    tokens: SOLANA_DEVNET_MINTS.map(({ address, name, symbol }) => ({
      mint: address,
      name,
      symbol,
    })),
    ...chain,
  }
}

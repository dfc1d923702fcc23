import type { CaipNetwork } from '@latch/core'

/**
 * Wallet Standard names Bitcoin's networks (`bitcoin:mainnet`, `bitcoin:testnet`) where CAIP-2
 * uses `bip122:` and the genesis block hash's first 32 hex characters.
 */
const WALLET_CHAINS: Readonly<Record<string, `bitcoin:${string}`>> = {
  '000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  '000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
}

/** The Wallet Standard chain id of `network` (`bitcoin:mainnet` …), else its CAIP-2 id. */
export function walletChainOf(network: CaipNetwork): string {
  return WALLET_CHAINS[String(network.id)] ?? network.caipNetworkId
}

/** The CAIP-2 reference (`network.id`) of a Wallet Standard chain id, or `undefined`. */
export function referenceOfWalletChain(chain: string): string | undefined {
  const found = Object.entries(WALLET_CHAINS).find(([, name]) => name === chain)
  if (found) return found[0]
  return chain.startsWith('bip122:') ? chain.slice('bip122:'.length) : undefined
}

import type { CaipNetwork } from '@latch/core'
import type { WalletChain } from '../types.ts'

/**
 * Wallet Standard names the public clusters (`solana:mainnet` …) where CAIP-2 uses the genesis
 * hash prefix; this maps one to the other.
 */
const CLUSTER_CHAINS: Readonly<Record<string, WalletChain>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The Wallet Standard chain ids that may name `network` in a wallet, best first. A network
 * served from this machine is the wallet's `solana:localnet` first (its devnet/mainnet settings
 * point at public RPCs, where a local blockhash is unknown); then the cluster name; then the
 * CAIP-2 id itself, which some wallets use.
 */
export function walletChainCandidates(network: CaipNetwork): WalletChain[] {
  const candidates: WalletChain[] = []
  if (isLoopback(network.rpcUrls.default.http[0])) candidates.push('solana:localnet')
  const cluster = CLUSTER_CHAINS[String(network.id)]
  if (cluster) candidates.push(cluster)
  candidates.push(network.caipNetworkId)
  return candidates
}

/**
 * The chain id to hand the wallet for `network`: the first candidate among `supported` (the
 * account's or wallet's chains), else the best candidate.
 */
export function pickWalletChain(network: CaipNetwork, supported: readonly string[]): WalletChain {
  const candidates = walletChainCandidates(network)
  return candidates.find((chain) => supported.includes(chain)) ?? candidates[0]!
}

/** Whether `supported` names `network` at all. */
export function supportsNetwork(network: CaipNetwork, supported: readonly string[]): boolean {
  return walletChainCandidates(network).some((chain) => supported.includes(chain))
}

function isLoopback(url: string | undefined): boolean {
  if (!url || !URL.canParse(url)) return false
  return LOOPBACK_HOSTS.has(new URL(url).hostname)
}

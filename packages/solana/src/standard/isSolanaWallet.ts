import type { StandardWallet } from '../types.ts'
import {
  SOLANA_SIGN_AND_SEND_TRANSACTION,
  SOLANA_SIGN_TRANSACTION,
  STANDARD_CONNECT,
} from './features.ts'

/** Whether a chain id is on Solana (`solana:mainnet`, `solana:EtWT…` …). */
export function isSolanaChain(chain: string): boolean {
  return chain.startsWith('solana:')
}

/**
 * Whether a registered wallet can be a Solana connector: it connects (`standard:connect`), knows
 * a Solana chain and can get a transaction signed (`solana:signAndSendTransaction` or
 * `solana:signTransaction`). Bitcoin-only or Sui-only wallets share the registry and are skipped.
 */
export function isSolanaWallet(wallet: StandardWallet): boolean {
  const { features } = wallet
  return (
    STANDARD_CONNECT in features &&
    wallet.chains.some(isSolanaChain) &&
    (SOLANA_SIGN_AND_SEND_TRANSACTION in features || SOLANA_SIGN_TRANSACTION in features)
  )
}

import { STANDARD_EVENTS } from '../standard/features.ts'
import { findFeature } from '../standard/getFeature.ts'
import { isSolanaChain } from '../standard/isSolanaWallet.ts'
import type { StandardWallet } from '../types.ts'

/**
 * Listens to a wallet's `standard:events` `change` and reports its Solana accounts whenever they
 * change (an empty list: the wallet disconnected the site). Chain and feature changes need no
 * action: Solana wallets have no selected chain. Returns a function that stops listening.
 */
export function subscribeWallet(
  wallet: StandardWallet,
  onAccountsChanged: (addresses: string[]) => void,
): () => void {
  const events = findFeature(wallet, STANDARD_EVENTS)
  if (!events) return () => {}
  return events.on('change', ({ accounts }) => {
    if (!accounts) return
    onAccountsChanged(
      accounts
        .filter((account) => account.chains.length === 0 || account.chains.some(isSolanaChain))
        .map((account) => account.address),
    )
  })
}

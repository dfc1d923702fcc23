import type { CaipNetwork } from '@latch/core'
import type { AdapterConnection } from '@latch/core/adapter'
import { isSolanaChain } from '../standard/isSolanaWallet.ts'
import type { StandardWallet, StandardWalletAccount } from '../types.ts'
import { supportsNetwork } from '../utils/walletChain.ts'

export type ReadConnectionParameters = {
  /** The network the site wants (core's active one on solana). */
  network: CaipNetwork
  /** Every solana network the site lists. */
  networks: readonly CaipNetwork[]
}

/**
 * The connection behind the accounts a wallet granted: its Solana accounts (the first is the
 * selected one), on `network` when the account supports it, else on the first listed network it
 * does support (Solana wallets have no "current chain" to read; this keeps the site off a network
 * the wallet can't sign for). `undefined` when there is no Solana account.
 */
export function readConnection(
  wallet: StandardWallet,
  accounts: readonly StandardWalletAccount[],
  { network, networks }: ReadConnectionParameters,
): AdapterConnection | undefined {
  const solanaAccounts = accounts.filter(
    (account) => account.chains.length === 0 || account.chains.some(isSolanaChain),
  )
  const [selected] = solanaAccounts
  if (!selected) return undefined
  const chains = selected.chains.length ? selected.chains : wallet.chains
  const supported = supportsNetwork(network, chains)
    ? network
    : (networks.find((candidate) => supportsNetwork(candidate, chains)) ?? network)
  return {
    address: selected.address,
    chainId: supported.id,
    accounts: solanaAccounts.map((account) => ({ address: account.address, type: 'eoa' })),
  }
}

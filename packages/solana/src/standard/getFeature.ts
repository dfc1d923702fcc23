import { AccountNotAuthorizedError, WalletFeatureNotSupportedError } from '../errors.ts'
import type { SolanaWalletFeatures, StandardWallet, StandardWalletAccount } from '../types.ts'

/** The wallet's implementation of a Wallet Standard feature; throws when it has none. */
export function getFeature<name extends keyof SolanaWalletFeatures>(
  wallet: StandardWallet,
  name: name,
): NonNullable<SolanaWalletFeatures[name]> {
  const feature = wallet.features[name] as SolanaWalletFeatures[name] | undefined
  if (!feature) throw new WalletFeatureNotSupportedError(name)
  return feature
}

/** The wallet's feature, or `undefined` when it has none. */
export function findFeature<name extends keyof SolanaWalletFeatures>(
  wallet: StandardWallet,
  name: name,
): SolanaWalletFeatures[name] | undefined {
  return wallet.features[name] as SolanaWalletFeatures[name] | undefined
}

/** The authorized account with `address`; throws when the wallet no longer grants it. */
export function findAccount(wallet: StandardWallet, address: string): StandardWalletAccount {
  const account = wallet.accounts.find((candidate) => candidate.address === address)
  if (!account) {
    throw new AccountNotAuthorizedError({ details: `${wallet.name} has not authorized ${address}` })
  }
  return account
}

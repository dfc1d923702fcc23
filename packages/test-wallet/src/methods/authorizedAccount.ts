import { isAddress, isAddressEqual } from 'viem'
import { selectedAccount, type WalletContext } from '../context.ts'
import { unauthorizedError } from '../errors/ProviderRpcError.ts'
import type { WalletAccount } from '../walletAccount.ts'

/**
 * The account a signing request may use: the page must be connected (and the wallet unlocked)
 * and `address` must be the account it was given. Anything else is 4100, as in real wallets.
 */
export function authorizedAccount(context: WalletContext, address: unknown): WalletAccount {
  if (!context.permitted || context.locked) {
    throw unauthorizedError('Connect first with eth_requestAccounts.')
  }
  const account = selectedAccount(context)
  if (
    typeof address !== 'string' ||
    !isAddress(address, { strict: false }) ||
    !isAddressEqual(address, account.address)
  ) {
    throw unauthorizedError(`${String(address)} is not the connected account.`)
  }
  return account
}

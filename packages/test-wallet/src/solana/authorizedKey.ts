import { unauthorizedError } from '../errors/ProviderRpcError.ts'
import { type SolanaWalletContext, selectedKey } from './context.ts'
import type { SolanaKey } from './createSolanaKey.ts'

/**
 * The key a signing input may use: the app must be connected (and the wallet unlocked) and the
 * input's account must be the one it was given. Anything else is 4100, as on the EVM side.
 * Accounts are matched by address: apps may hand back a copy of the account object.
 */
export function authorizedKey(context: SolanaWalletContext, account: unknown): SolanaKey {
  if (!context.authorized || context.locked) {
    throw unauthorizedError('Connect first with standard:connect.')
  }
  const key = selectedKey(context)
  const address = (account as { address?: unknown } | null | undefined)?.address
  if (address !== key.address) {
    throw unauthorizedError(`${String(address)} is not the connected account.`)
  }
  return key
}

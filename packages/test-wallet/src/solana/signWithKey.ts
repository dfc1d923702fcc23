import { partiallySignTransaction, type Transaction } from '@solana/kit'
import { invalidParamsError } from '../errors/ProviderRpcError.ts'
import type { SolanaKey } from './createSolanaKey.ts'

/**
 * Throws -32602 when the transaction has no signer slot for the key: signing it would add
 * nothing the chain checks. Called before the prompt, so a wrong request never shows one.
 */
export function assertSignerSlot(key: SolanaKey, transaction: Transaction): void {
  if (!Object.hasOwn(transaction.signatures, key.address)) {
    throw invalidParamsError(`the transaction does not need a signature from ${key.address}.`)
  }
}

/**
 * Fills the key's signer slot. Other slots stay as the app left them: a transaction may need
 * more signers than the wallet (a new account's key pair, a co-signer).
 */
export async function signWithKey(key: SolanaKey, transaction: Transaction): Promise<Transaction> {
  assertSignerSlot(key, transaction)
  return partiallySignTransaction([await key.keyPair()], transaction)
}

/** Throws -32602 when the chain is given and not one of the wallet's. */
export function assertKnownChain(chains: readonly string[], chain: unknown): void {
  if (chain !== undefined && !chains.includes(chain as string)) {
    throw invalidParamsError(`chain ${String(chain)} is not one of ${chains.join(', ')}.`)
  }
}

import { getBase58Decoder } from '@solana/kit'
import { SOLANA_SIGN_MESSAGE } from '../standard/features.ts'
import { findAccount, getFeature } from '../standard/getFeature.ts'
import type { StandardWallet } from '../types.ts'

/**
 * `solana:signMessage` (solana_signMessage semantics): the message is signed as its UTF-8 bytes
 * by the account's ed25519 key; the signature comes back as base58 (64 bytes).
 */
export async function signMessage(
  wallet: StandardWallet,
  { address, message }: { address: string; message: string },
): Promise<string> {
  const account = findAccount(wallet, address)
  const [output] = await getFeature(wallet, SOLANA_SIGN_MESSAGE).signMessage({
    account,
    message: new TextEncoder().encode(message),
  })
  return getBase58Decoder().decode(output!.signature)
}

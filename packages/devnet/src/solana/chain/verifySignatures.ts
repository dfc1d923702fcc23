import { fromBase58 } from './base58.ts'
import type { DecodedTransaction } from './decodeTransaction.ts'
import { verifyEd25519 } from './ed25519.ts'

/** Whether every required signature is its signer's valid ed25519 signature of the message. */
export function verifySignatures(tx: DecodedTransaction): boolean {
  return tx.signatures.every((signature, index) => {
    const signer = tx.message.staticAccountKeys[index]
    return signer !== undefined && verifyEd25519(fromBase58(signer), signature, tx.messageBytes)
  })
}

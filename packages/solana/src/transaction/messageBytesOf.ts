import { getTransactionDecoder, type ReadonlyUint8Array } from '@solana/kit'

/** The message part of a wire-format transaction (what each signer signs). */
export function messageBytesOf(transaction: Uint8Array): ReadonlyUint8Array {
  return getTransactionDecoder().decode(transaction).messageBytes
}

import { getBase58Decoder, getBase58Encoder } from '@solana/kit'

const encoder = getBase58Encoder()
const decoder = getBase58Decoder()

/** Bytes → base58 text. */
export function toBase58(bytes: Uint8Array): string {
  return decoder.decode(bytes)
}

/** Base58 text → bytes; throws on characters outside the alphabet. */
export function fromBase58(text: string): Uint8Array {
  return new Uint8Array(encoder.encode(text))
}

/** Bytes → base64 text. */
export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
}

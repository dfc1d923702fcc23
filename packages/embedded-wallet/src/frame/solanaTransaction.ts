/**
 * Signing a Solana wire transaction (legacy or v0) without a Solana SDK: the signature is ed25519
 * over the message bytes, written into the signer's slot of the signature list.
 *
 * Wire format: compact-u16 signature count, 64 bytes per signature, then the message. Message:
 * an optional version byte (high bit set), the header (required signatures, read-only signed,
 * read-only unsigned), compact-u16 account count, 32 bytes per account, … The first
 * `requiredSignatures` accounts sign, in the order of the signature list.
 */
import { base58Encode } from './base58.ts'

export class SolanaTransactionError extends Error {
  override name = 'SolanaTransactionError'
}

function readCompactU16(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new SolanaTransactionError('Transaction is truncated')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return { value, next: offset + i + 1 }
  }
  throw new SolanaTransactionError('Invalid compact-u16 length')
}

export type ParsedTransaction = {
  signatureCount: number
  signaturesOffset: number
  message: Uint8Array
  signers: Uint8Array[]
}

export function parseTransaction(wire: Uint8Array): ParsedTransaction {
  const { value: signatureCount, next: signaturesOffset } = readCompactU16(wire, 0)
  const messageOffset = signaturesOffset + 64 * signatureCount
  if (messageOffset >= wire.length) throw new SolanaTransactionError('Transaction has no message')
  const message = wire.subarray(messageOffset)
  let at = (message[0] as number) & 0x80 ? 1 : 0
  if (at === 1 && ((message[0] as number) & 0x7f) !== 0) {
    throw new SolanaTransactionError('Unsupported transaction version')
  }
  const required = message[at]
  if (required === undefined || message.length < at + 3) {
    throw new SolanaTransactionError('Transaction message is truncated')
  }
  at += 3
  const { value: accountCount, next } = readCompactU16(message, at)
  if (required !== signatureCount || required > accountCount) {
    throw new SolanaTransactionError('Signature count does not match the message header')
  }
  if (next + 32 * accountCount > message.length) {
    throw new SolanaTransactionError('Transaction message is truncated')
  }
  const signers: Uint8Array[] = []
  for (let i = 0; i < required; i++)
    signers.push(message.subarray(next + 32 * i, next + 32 * (i + 1)))
  return { signatureCount, signaturesOffset, message, signers }
}

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Signs `wire` for `publicKey` with `sign(message) → 64-byte signature`. Returns the signed wire
 * transaction (a copy) and the signature; throws when the key is not one of its signers.
 */
export function signTransaction(
  wire: Uint8Array,
  publicKey: Uint8Array,
  sign: (message: Uint8Array) => Uint8Array,
): { transaction: Uint8Array; signature: Uint8Array } {
  const parsed = parseTransaction(wire)
  const index = parsed.signers.findIndex((signer) => equal(signer, publicKey))
  if (index < 0) {
    throw new SolanaTransactionError(
      `This wallet (${base58Encode(publicKey)}) is not a signer of the transaction`,
    )
  }
  const signature = sign(parsed.message)
  if (signature.length !== 64) throw new SolanaTransactionError('Invalid signature length')
  const transaction = wire.slice()
  transaction.set(signature, parsed.signaturesOffset + 64 * index)
  return { transaction, signature }
}

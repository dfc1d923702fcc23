import { toBase58 } from './base58.ts'

export type MessageHeader = {
  numRequiredSignatures: number
  numReadonlySignedAccounts: number
  numReadonlyUnsignedAccounts: number
}

export type CompiledInstruction = { programIdIndex: number; accounts: number[]; data: Uint8Array }

export type AddressTableLookup = {
  accountKey: string
  writableIndexes: number[]
  readonlyIndexes: number[]
}

/** A legacy or v0 message, keys as base58. */
export type DecodedMessage = {
  version: 'legacy' | 0
  header: MessageHeader
  staticAccountKeys: string[]
  recentBlockhash: string
  instructions: CompiledInstruction[]
  addressTableLookups: AddressTableLookup[]
}

export type DecodedTransaction = {
  wire: Uint8Array
  signatures: Uint8Array[]
  messageBytes: Uint8Array
  message: DecodedMessage
}

/** Thrown for bytes that are not a well-formed transaction; the RPC answers -32602. */
export class TransactionDecodeError extends Error {
  override name = 'TransactionDecodeError'
}

/** A cursor over wire bytes with Solana's compact-u16 ("shortvec") lengths. */
function reader(bytes: Uint8Array) {
  let offset = 0
  const take = (length: number): Uint8Array => {
    if (offset + length > bytes.length) throw new TransactionDecodeError('unexpected end of data')
    const out = bytes.subarray(offset, offset + length)
    offset += length
    return out
  }
  const u8 = (): number => take(1)[0] as number
  const shortVec = (): number => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = u8()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new TransactionDecodeError('compact-u16 length too long')
  }
  return { take, u8, shortVec, offset: () => offset, done: () => offset === bytes.length }
}

/** Decodes message bytes (legacy or v0). */
export function decodeMessage(messageBytes: Uint8Array): DecodedMessage {
  const r = reader(messageBytes)
  let version: 'legacy' | 0 = 'legacy'
  let first = r.u8()
  if (first & 0x80) {
    if ((first & 0x7f) !== 0)
      throw new TransactionDecodeError(`unsupported version ${first & 0x7f}`)
    version = 0
    first = r.u8()
  }
  const header = {
    numRequiredSignatures: first,
    numReadonlySignedAccounts: r.u8(),
    numReadonlyUnsignedAccounts: r.u8(),
  }
  const staticAccountKeys = Array.from({ length: r.shortVec() }, () => toBase58(r.take(32)))
  const recentBlockhash = toBase58(r.take(32))
  const instructions = Array.from({ length: r.shortVec() }, () => ({
    programIdIndex: r.u8(),
    accounts: Array.from(r.take(r.shortVec())),
    data: new Uint8Array(r.take(r.shortVec())),
  }))
  const addressTableLookups =
    version === 0
      ? Array.from({ length: r.shortVec() }, () => ({
          accountKey: toBase58(r.take(32)),
          writableIndexes: Array.from(r.take(r.shortVec())),
          readonlyIndexes: Array.from(r.take(r.shortVec())),
        }))
      : []
  if (!r.done()) throw new TransactionDecodeError('trailing bytes after the message')
  const message = {
    version,
    header,
    staticAccountKeys,
    recentBlockhash,
    instructions,
    addressTableLookups,
  }
  sanitize(message)
  return message
}

/** Decodes a wire transaction: signatures then message. */
export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  const r = reader(wire)
  const signatures = Array.from({ length: r.shortVec() }, () => new Uint8Array(r.take(64)))
  const messageBytes = wire.subarray(r.offset())
  const message = decodeMessage(messageBytes)
  if (signatures.length !== message.header.numRequiredSignatures) {
    throw new TransactionDecodeError('signature count does not match the message header')
  }
  return { wire, signatures, messageBytes, message }
}

// The structural checks a validator's sanitize() makes before anything runs.
function sanitize(message: DecodedMessage): void {
  const { header, staticAccountKeys, instructions, addressTableLookups } = message
  const loaded = addressTableLookups.reduce(
    (sum, l) => sum + l.writableIndexes.length + l.readonlyIndexes.length,
    0,
  )
  const total = staticAccountKeys.length + loaded
  const fail = (why: string) => {
    throw new TransactionDecodeError(`transaction failed to sanitize: ${why}`)
  }
  if (header.numRequiredSignatures === 0) fail('no fee payer')
  if (header.numRequiredSignatures > staticAccountKeys.length) fail('too few account keys')
  if (header.numReadonlySignedAccounts >= header.numRequiredSignatures) fail('no writable signer')
  if (header.numReadonlyUnsignedAccounts > staticAccountKeys.length - header.numRequiredSignatures)
    fail('readonly unsigned count out of range')
  if (total > 256) fail('too many account keys')
  for (const ix of instructions) {
    if (ix.programIdIndex === 0 || ix.programIdIndex >= staticAccountKeys.length)
      fail('program id index out of range')
    if (ix.accounts.some((i) => i >= total)) fail('account index out of range')
  }
}

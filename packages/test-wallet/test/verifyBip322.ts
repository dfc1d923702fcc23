// A BIP-322 "simple" verifier for P2WPKH addresses, written from the BIP's text and BIP-143
// (segwit v0 signature hash), to check the test wallet's signatures with code that shares nothing
// with the signer (which builds its virtual transactions with @scure/btc-signer). Only the
// secp256k1 primitive, the hashes and bech32 come from libraries.
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bech32 } from '@scure/base'

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
const u32 = (n: number) => new Uint8Array([n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24])
const u64zero = () => new Uint8Array(8)
const dsha256 = (bytes: Uint8Array) => sha256(sha256(bytes))
const withLength = (bytes: Uint8Array) => concat(new Uint8Array([bytes.length]), bytes)

/** BIP-322: `SHA256(tag ‖ tag ‖ message)`, tag = `SHA256("BIP0322-signed-message")`. */
export function messageHash(message: string): Uint8Array {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return sha256(concat(tag, tag, new TextEncoder().encode(message)))
}

/** The consensus witness stack (count, then length-prefixed items; lengths < 253 here). */
function readWitness(bytes: Uint8Array): Uint8Array[] {
  const items: Uint8Array[] = []
  let offset = 1
  for (let i = 0; i < bytes[0]!; i++) {
    const length = bytes[offset]!
    items.push(bytes.slice(offset + 1, offset + 1 + length))
    offset += 1 + length
  }
  if (offset !== bytes.length) throw new Error('trailing bytes after the witness')
  return items
}

/** Whether `signatureBase64` is a valid BIP-322 simple signature of `message` by a P2WPKH address. */
export function verifyBip322P2wpkh(address: string, message: string, signatureBase64: string) {
  const { prefix, words } = bech32.decode(address as `${string}1${string}`)
  if (!['bc', 'tb', 'bcrt'].includes(prefix) || words[0] !== 0) return false
  const program = bech32.fromWords(words.slice(1))
  if (program.length !== 20) return false
  const scriptPubKey = concat(new Uint8Array([0x00, 0x14]), program)

  // to_spend (no witness): version 0, null outpoint, scriptSig OP_0 PUSH32 hash, sequence 0,
  // one output of 0 to scriptPubKey, locktime 0.
  const toSpend = concat(
    u32(0),
    new Uint8Array([1]),
    new Uint8Array(32),
    u32(0xffff_ffff),
    withLength(concat(new Uint8Array([0x00, 0x20]), messageHash(message))),
    u32(0),
    new Uint8Array([1]),
    u64zero(),
    withLength(scriptPubKey),
    u32(0),
  )
  const toSpendId = dsha256(toSpend)

  const [signature, publicKey, ...rest] = readWitness(
    Uint8Array.from(atob(signatureBase64), (c) => c.charCodeAt(0)),
  )
  if (!signature || !publicKey || rest.length) return false
  const pkh = ripemd160(sha256(publicKey))
  if (pkh.some((byte, i) => byte !== program[i])) return false
  if (signature.at(-1) !== 0x01) return false // SIGHASH_ALL

  // BIP-143 digest of to_sign's only input: version 0, spends toSpend:0 with sequence 0, one
  // OP_RETURN output of 0, locktime 0.
  const outpoint = concat(toSpendId, u32(0))
  const scriptCode = concat(
    new Uint8Array([0x19, 0x76, 0xa9, 0x14]),
    program,
    new Uint8Array([0x88, 0xac]),
  )
  const outputs = concat(u64zero(), withLength(new Uint8Array([0x6a])))
  const preimage = concat(
    u32(0),
    dsha256(outpoint),
    dsha256(u32(0)),
    outpoint,
    scriptCode,
    u64zero(),
    u32(0),
    dsha256(outputs),
    u32(0),
    u32(1),
  )
  const digest = dsha256(preimage)
  return secp256k1.verify(signature.slice(0, -1), digest, publicKey, {
    prehash: false,
    format: 'der',
  })
}

import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto'

// DER prefixes that wrap a raw 32-byte ed25519 seed / public key for node:crypto (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** A private key from a Solana 64-byte secret key (seed ‖ public key) or a 32-byte seed. */
export function privateKeyFromSecret(secretKey: Uint8Array): KeyObject {
  const seed = secretKey.subarray(0, 32)
  return createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
}

/** The raw 32-byte public key of an ed25519 private key. */
export function publicKeyBytes(privateKey: KeyObject): Uint8Array {
  const der = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  return new Uint8Array(der.subarray(SPKI_ED25519_PREFIX.length))
}

/** Signs `message` with ed25519 (synchronously, unlike WebCrypto). */
export function signEd25519(privateKey: KeyObject, message: Uint8Array): Uint8Array {
  return new Uint8Array(sign(null, message, privateKey))
}

/** Whether `signature` is `publicKey`'s ed25519 signature of `message`. */
export function verifyEd25519(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
): boolean {
  try {
    const key = createPublicKey({
      key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]),
      format: 'der',
      type: 'spki',
    })
    return verify(null, message, key, signature)
  } catch {
    // Not a valid curve point: no signature can match it.
    return false
  }
}

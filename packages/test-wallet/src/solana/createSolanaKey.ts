import { createKeyPairFromBytes, getBase58Decoder, getBase58Encoder } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { SOLANA_ACCOUNT_FEATURES } from './constants.ts'
import type { SolanaChain, SolanaSecretKey } from './types.ts'

/** Bytes of a Solana secret key: the 32-byte ed25519 seed followed by the 32-byte public key. */
export const SECRET_KEY_BYTES = 64

/** One dev key pair of the wallet and the Wallet Standard account it shows apps. */
export type SolanaKey = {
  /** Base58 public key. */
  readonly address: string
  /** The account object apps see; the same object every time (apps compare by reference). */
  readonly account: WalletAccount
  /** The WebCrypto key pair, imported on first use (importing is asynchronous). */
  keyPair(): Promise<CryptoKeyPair>
}

/**
 * Reads one secret key (base58 or bytes) into a {@link SolanaKey}. The address comes from the
 * key's public half at once, so the wallet can be built synchronously; the WebCrypto import,
 * which also checks that both halves belong together, starts now and is awaited on first use.
 */
export function createSolanaKey(secretKey: SolanaSecretKey, chains: readonly SolanaChain[]) {
  const bytes = secretKeyBytes(secretKey)
  const publicKey = bytes.slice(32)
  const address = getBase58Decoder().decode(publicKey)
  const imported = createKeyPairFromBytes(bytes)
  // A bad key fails where it is used; until then its rejection must not go unhandled.
  imported.catch(() => undefined)
  const account: WalletAccount = Object.freeze({
    address,
    // A copy each time: a typed array can't be frozen, and apps must not alter our key.
    get publicKey() {
      return publicKey.slice()
    },
    chains: Object.freeze([...chains]),
    features: Object.freeze([...SOLANA_ACCOUNT_FEATURES]),
  })
  return { address, account, keyPair: () => imported } satisfies SolanaKey
}

function secretKeyBytes(secretKey: SolanaSecretKey): Uint8Array {
  let bytes: Uint8Array
  if (typeof secretKey === 'string') {
    try {
      bytes = new Uint8Array(getBase58Encoder().encode(secretKey))
    } catch (cause) {
      throw new TypeError('A Solana secret key string must be base58.', { cause })
    }
  } else if (typeof secretKey === 'object' && secretKey !== null && 'length' in secretKey) {
    // Not `instanceof`: bytes from another realm (an iframe, a test runner) count too.
    bytes = Uint8Array.from(secretKey)
  } else {
    throw new TypeError('A Solana secret key must be base58, a Uint8Array or an array of bytes.')
  }
  if (bytes.length !== SECRET_KEY_BYTES) {
    throw new TypeError(
      `A Solana secret key has ${SECRET_KEY_BYTES} bytes (seed + public key), got ${bytes.length}.`,
    )
  }
  return bytes
}

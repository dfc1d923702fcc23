/**
 * The wallet secret and what comes from it (p9-contract "Keys"): 32 bytes of entropy → BIP39
 * mnemonic (24 words) → seed; EVM account at BIP32 m/44'/60'/0'/0/0, Solana account at SLIP-10
 * ed25519 m/44'/501'/0'/0'. The entropy is split 2-of-3 with Shamir's scheme (device, auth and
 * recovery shares); any two rebuild it.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { combine, split } from 'shamir-secret-sharing'
import { privateKeyToAccount } from 'viem/accounts'
import { base58Encode } from './base58.ts'
import { bytesToHex, wipe } from './bytes.ts'

export const ENTROPY_BYTES = 32
export const EVM_PATH = "m/44'/60'/0'/0/0"
export const SOLANA_PATH = [44, 501, 0, 0] as const // every index hardened (SLIP-10 ed25519 has no other kind)

export type WalletKeys = {
  evm: { privateKey: Uint8Array; address: `0x${string}` }
  solana: { privateKey: Uint8Array; publicKey: Uint8Array; address: string }
}
export type Addresses = { evm: `0x${string}`; solana: string }

export function newEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
}

/** The BIP39 seed of the entropy's 24-word mnemonic (no passphrase). */
export function entropyToSeed(entropy: Uint8Array): Uint8Array {
  if (entropy.length !== ENTROPY_BYTES) throw new RangeError('The wallet secret must be 32 bytes')
  return mnemonicToSeedSync(entropyToMnemonic(entropy, wordlist))
}

/** SLIP-10 ed25519 private key (and chain code) at a path of hardened indices. */
export function slip10Ed25519(
  seed: Uint8Array,
  path: readonly number[],
): { privateKey: Uint8Array; chainCode: Uint8Array } {
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of path) {
    if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) {
      throw new RangeError(`Invalid SLIP-10 index ${index}`)
    }
    const data = new Uint8Array(37) // 0x00 || key || ser32(index + 2^31)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index + 0x80000000)
    const next = hmac(sha512, node.subarray(32), data)
    wipe(node, data)
    node = next
  }
  return { privateKey: node.slice(0, 32), chainCode: node.slice(32) }
}

export function deriveKeys(seed: Uint8Array): WalletKeys {
  const hd = HDKey.fromMasterSeed(seed).derive(EVM_PATH)
  if (!hd.privateKey) throw new Error('BIP32 derivation gave no private key')
  const evmKey = hd.privateKey.slice()
  hd.wipePrivateData()
  const evmAddress = privateKeyToAccount(bytesToHex(evmKey)).address
  const { privateKey, chainCode } = slip10Ed25519(seed, SOLANA_PATH)
  wipe(chainCode)
  const publicKey = ed25519.getPublicKey(privateKey)
  return {
    evm: { privateKey: evmKey, address: evmAddress },
    solana: { privateKey, publicKey, address: base58Encode(publicKey) },
  }
}

export function addressesOf(keys: WalletKeys): Addresses {
  return { evm: keys.evm.address, solana: keys.solana.address }
}

export function wipeKeys(keys: WalletKeys): void {
  wipe(keys.evm.privateKey, keys.solana.privateKey)
}

/** Runs `use` with the keys of `entropy`, then overwrites the seed and private keys. */
export async function withKeys<T>(
  entropy: Uint8Array,
  use: (keys: WalletKeys) => T | Promise<T>,
): Promise<T> {
  const seed = entropyToSeed(entropy)
  const keys = deriveKeys(seed)
  wipe(seed)
  try {
    return await use(keys)
  } finally {
    wipeKeys(keys)
  }
}

export type Shares = { device: Uint8Array; auth: Uint8Array; recovery: Uint8Array }

/** Splits the entropy 2-of-3. Each share is the y bytes followed by its x coordinate (1 byte). */
export async function splitEntropy(entropy: Uint8Array): Promise<Shares> {
  const [device, auth, recovery] = await split(entropy, 3, 2)
  if (!device || !auth || !recovery) throw new Error('Shamir split gave fewer than 3 shares')
  return { device, auth, recovery }
}

/** Rebuilds the entropy from two different shares; throws on malformed or equal shares. */
export async function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  if (a.length !== ENTROPY_BYTES + 1 || b.length !== ENTROPY_BYTES + 1) {
    throw new RangeError('A key share must be 33 bytes')
  }
  return combine([a, b])
}

export function shareX(share: Uint8Array): number {
  const x = share[share.length - 1]
  if (x === undefined || x === 0) throw new RangeError('Invalid key share')
  return x
}

/**
 * The share at x coordinate `x` of the line through two shares (2-of-3: any two fix the rest),
 * so the frame can show the recovery share again without keeping it. In GF(2^8) addition is XOR,
 * so the line's value at `x` equals its value at 0 once every x coordinate is shifted by `x`,
 * which is what `combine` computes.
 */
export async function shareAt(a: Uint8Array, b: Uint8Array, x: number): Promise<Uint8Array> {
  if (!Number.isInteger(x) || x < 1 || x > 255) throw new RangeError('Invalid share coordinate')
  const ax = shareX(a)
  const bx = shareX(b)
  if (ax === x) return a.slice()
  if (bx === x) return b.slice()
  const shiftedA = a.slice()
  const shiftedB = b.slice()
  shiftedA[a.length - 1] = ax ^ x
  shiftedB[b.length - 1] = bx ^ x
  const y = await combine([shiftedA, shiftedB])
  wipe(shiftedA, shiftedB)
  const share = new Uint8Array(y.length + 1)
  share.set(y)
  share[y.length] = x
  wipe(y)
  return share
}

import { ed25519 } from '@noble/curves/ed25519.js'
import { mnemonicToSeedSync } from '@scure/bip39'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode } from './base58.ts'
import { bytesToHex } from './bytes.ts'
import {
  combineShares,
  deriveKeys,
  entropyToSeed,
  newEntropy,
  shareAt,
  shareX,
  slip10Ed25519,
  splitEntropy,
  withKeys,
} from './keys.ts'

const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2)
const fromHex = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16))

describe('SLIP-10 ed25519', () => {
  // SLIP-0010, "Test vector 1 for ed25519".
  const seed = fromHex('000102030405060708090a0b0c0d0e0f')
  it.each([
    [
      [],
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
      '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb',
    ],
    [
      [0],
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
      '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69',
    ],
    [
      [0, 1],
      'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
      'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14',
    ],
    [
      [0, 1, 2],
      '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9',
      '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c',
    ],
    [
      [0, 1, 2, 2],
      '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662',
      '8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc',
    ],
  ])('m/%jH: the published private key and chain code', (path, privateKey, chainCode) => {
    const node = slip10Ed25519(seed, path)
    expect(hex(node.privateKey)).toBe(privateKey)
    expect(hex(node.chainCode)).toBe(chainCode)
  })

  it("the master key's public key is the published one", () => {
    const { privateKey } = slip10Ed25519(seed, [])
    expect(hex(ed25519.getPublicKey(privateKey))).toBe(
      'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
    )
  })

  it('refuses an index that is not a 31-bit number', () => {
    expect(() => slip10Ed25519(seed, [0x80000000])).toThrow(RangeError)
    expect(() => slip10Ed25519(seed, [-1])).toThrow(RangeError)
  })
})

describe('deriveKeys', () => {
  it("EVM m/44'/60'/0'/0/0 of the anvil test mnemonic is its first account", () => {
    const seed = mnemonicToSeedSync('test test test test test test test test test test test junk')
    const keys = deriveKeys(seed)
    expect(keys.evm.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(bytesToHex(keys.evm.privateKey)).toBe(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    )
  })

  it("the Solana address is the base58 ed25519 public key at m/44'/501'/0'/0'", () => {
    const seed = mnemonicToSeedSync('test test test test test test test test test test test junk')
    const keys = deriveKeys(seed)
    const expected = slip10Ed25519(seed, [44, 501, 0, 0]).privateKey
    expect(keys.solana.privateKey).toEqual(expected)
    expect(base58Decode(keys.solana.address)).toEqual(ed25519.getPublicKey(expected))
  })

  it("Solana m/44'/501'/0'/0' of Trezor's test mnemonic is its published address", () => {
    // trezor-suite, connect e2e fixture solanaGetAddress ('all' × 12).
    const keys = deriveKeys(mnemonicToSeedSync(Array(12).fill('all').join(' ')))
    expect(keys.solana.address).toBe('14CCvQzQzHCVgZM3j9soPnXuJXh1RmCfwLVUcdfbZVBS')
  })

  it('one entropy gives the same accounts every time; another gives others', () => {
    const entropy = newEntropy()
    const a = deriveKeys(entropyToSeed(entropy))
    const b = deriveKeys(entropyToSeed(entropy.slice()))
    const c = deriveKeys(entropyToSeed(newEntropy()))
    expect(a.evm.address).toBe(b.evm.address)
    expect(a.solana.address).toBe(b.solana.address)
    expect(c.evm.address).not.toBe(a.evm.address)
    expect(c.solana.address).not.toBe(a.solana.address)
  })

  it('entropyToSeed refuses anything but 32 bytes', () => {
    expect(() => entropyToSeed(new Uint8Array(16))).toThrow(RangeError)
  })
})

describe('shares', () => {
  it('any two of the three shares rebuild the entropy; one share alone does not', async () => {
    const entropy = newEntropy()
    const { device, auth, recovery } = await splitEntropy(entropy)
    for (const [a, b] of [
      [device, auth],
      [auth, recovery],
      [device, recovery],
      [recovery, device],
    ] as const) {
      expect(await combineShares(a, b)).toEqual(entropy)
    }
    expect(device).toHaveLength(33)
    // Two copies of one share are not two shares.
    await expect(combineShares(device, device.slice())).rejects.toThrow()
    await expect(combineShares(device.subarray(1), auth)).rejects.toThrow(RangeError)
  })

  it('shareAt rebuilds the recovery share from the two others', async () => {
    for (let round = 0; round < 20; round++) {
      const { device, auth, recovery } = await splitEntropy(newEntropy())
      expect(await shareAt(device, auth, shareX(recovery))).toEqual(recovery)
      expect(await shareAt(auth, device, shareX(recovery))).toEqual(recovery)
      expect(await shareAt(recovery, auth, shareX(recovery))).toEqual(recovery)
    }
  })

  it('withKeys signs with the derived key, then wipes the private keys', async () => {
    const entropy = newEntropy()
    let seen: Uint8Array | undefined
    const signature = await withKeys(entropy, async (keys) => {
      seen = keys.evm.privateKey
      return privateKeyToAccount(bytesToHex(keys.evm.privateKey)).signMessage({ message: 'hi' })
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(seen?.every((byte) => byte === 0)).toBe(true)
  })
})

describe('base58', () => {
  it('round-trips and keeps leading zeros', () => {
    for (const bytes of [new Uint8Array([0, 0, 1, 2, 255]), new Uint8Array(32), newEntropy()]) {
      expect(base58Decode(base58Encode(bytes))).toEqual(bytes)
    }
    // Known value: the System Program id is 32 zero bytes.
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(base58Encode(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(() => base58Decode('0OIl')).toThrow(SyntaxError)
  })
})

import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import type { BitcoinAddressPurpose, BitcoinNetworkName } from './types.ts'

/** A key of the Bitcoin test wallet: its address, public key and output script. */
export type BitcoinKey = {
  purpose: BitcoinAddressPurpose
  address: string
  /** Compressed (33 bytes) for payment; x-only (32 bytes, the internal key) for ordinals. */
  publicKey: Uint8Array
  script: Uint8Array
  privateKey: Uint8Array
  tapInternalKey?: Uint8Array
}

/**
 * The payment (P2WPKH, BIP-84 `m/84'/c'/a'/0/0`) and ordinals (P2TR key path, BIP-86
 * `m/86'/c'/a'/0/0`) keys of `mnemonic`, `c` being 0 on mainnet and 1 elsewhere, with the
 * network's address prefix (`bc1` mainnet, `tb1` testnet, `bcrt1` regtest). Any BIP-39 wallet
 * given the same mnemonic derives the same addresses.
 */
export function deriveBitcoinKeys(
  mnemonic: string,
  network: BitcoinNetworkName,
  account = 0,
): { payment: BitcoinKey; ordinals: BitcoinKey } {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  const coin = network === 'mainnet' ? 0 : 1
  const params =
    network === 'mainnet'
      ? NETWORK
      : network === 'testnet'
        ? TEST_NETWORK
        : { ...TEST_NETWORK, bech32: 'bcrt' }
  const derive = (purpose: number) => {
    const node = root.derive(`m/${purpose}'/${coin}'/${account}'/0/0`)
    if (!node.privateKey || !node.publicKey) throw new Error('BIP-32 derivation gave no key.')
    return { privateKey: node.privateKey, publicKey: node.publicKey }
  }
  const payment = derive(84)
  const ordinals = derive(86)
  const xOnly = ordinals.publicKey.slice(1)
  const segwit = p2wpkh(payment.publicKey, params)
  const taproot = p2tr(xOnly, undefined, params)
  return {
    payment: {
      purpose: 'payment',
      address: segwit.address!,
      publicKey: payment.publicKey,
      script: segwit.script,
      privateKey: payment.privateKey,
    },
    ordinals: {
      purpose: 'ordinals',
      address: taproot.address!,
      publicKey: xOnly,
      script: taproot.script,
      privateKey: ordinals.privateKey,
      tapInternalKey: taproot.tapInternalKey,
    },
  }
}

import type { BitcoinAddressPurpose } from '../types.ts'

/**
 * The purpose an address serves when the wallet doesn't say: a taproot (P2TR, witness v1)
 * address holds ordinals, anything else (P2WPKH, P2SH-P2WPKH, P2PKH) pays.
 */
export function purposeOfAddress(address: string): BitcoinAddressPurpose {
  return /^(bc|tb|bcrt)1p/i.test(address) ? 'ordinals' : 'payment'
}

/** The Wallet Standard network an address is on, from its prefix; `undefined` when unknown. */
export function chainOfAddress(address: string): `bitcoin:${string}` | undefined {
  if (/^bcrt1/i.test(address)) return 'bitcoin:regtest'
  if (/^(bc1|[13])/i.test(address)) return 'bitcoin:mainnet'
  if (/^(tb1|[mn2])/i.test(address)) return 'bitcoin:testnet'
  return undefined
}

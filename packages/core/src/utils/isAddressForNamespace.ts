import type { ChainNamespace } from './chainNamespace.ts'
import { isEvmAddress } from './isEvmAddress.ts'
import { isSolanaAddress } from './isSolanaAddress.ts'

// SPEC §5 gives rules for eip155 and solana only. The other three are our shape checks (right
// characters and length, no checksum), so a malformed paste is caught before the adapter sees it.
const BIP122_BASE58 = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/ // P2PKH/P2SH, mainnet and testnet
const BIP122_BECH32 = /^(bc|tb|bcrt)1[ac-hj-np-z02-9]{8,87}$/ // segwit v0 and taproot (bech32m)
const POLKADOT_SS58 = /^[1-9A-HJ-NP-Za-km-z]{46,48}$/
const COSMOS_BECH32 = /^[a-z]{1,20}1[ac-hj-np-z02-9]{38,58}$/ // 20- or 32-byte accounts

/**
 * Whether `address` has the shape of an account address on `namespace`: SPEC §5's rules for
 * eip155 and solana, and shape checks (no checksum) for bip122, polkadot and cosmos. Bech32
 * addresses may be all lower or all upper case, never mixed (BIP-173).
 *
 * @example
 * isAddressForNamespace('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', 'eip155') // true
 * isAddressForNamespace('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', 'solana') // false
 */
export function isAddressForNamespace(address: unknown, namespace: ChainNamespace): boolean {
  if (typeof address !== 'string') return false
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    case 'bip122':
      return BIP122_BASE58.test(address) || isBech32(address, BIP122_BECH32)
    case 'polkadot':
      return POLKADOT_SS58.test(address)
    case 'cosmos':
      return isBech32(address, COSMOS_BECH32)
    default:
      return false
  }
}

function isBech32(address: string, lowerCasePattern: RegExp): boolean {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return false
  return lowerCasePattern.test(lower)
}

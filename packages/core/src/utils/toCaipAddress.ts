import type { CaipAddress, CaipNetworkId } from '../types/network.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

/**
 * Joins a CAIP-2 chain id and an address into a CAIP-10 account id. Throws
 * `InvalidCaipNetworkIdError` for a bad chain id and `InvalidCaipAddressError` when the address
 * cannot stand in a CAIP-10 id (empty, or holding a colon or other character CAIP-10 forbids).
 *
 * @example
 * toCaipAddress('eip155:1', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
 * // 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export function toCaipAddress(networkId: CaipNetworkId | string, address: string): CaipAddress {
  const { chainNamespace, chainId } = parseCaipNetworkId(networkId)
  const caipAddress: CaipAddress = `${chainNamespace}:${chainId}:${address}`
  parseCaipAddress(caipAddress)
  return caipAddress
}

import { InvalidCaipAddressError } from '../errors/caip.ts'
import type { CaipAddress } from '../types/network.ts'
import { type ChainNamespace, isChainNamespace } from './chainNamespace.ts'
import { CAIP2_REFERENCE } from './parseCaipNetworkId.ts'

/** The parts of a CAIP-10 account id. */
export type ParsedCaipAddress = {
  chainNamespace: ChainNamespace
  /** The CAIP-2 reference, as text. */
  chainId: string
  address: string
}

// CAIP-10 grammar: account_address [-.%a-zA-Z0-9]{1,128}.
const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Splits a CAIP-10 account id into namespace, reference and address. It needs exactly 3
 * colon-separated parts (SPEC §5), each in CAIP grammar, and a namespace Latch knows; otherwise
 * it throws {@link InvalidCaipAddressError} ('Invalid CAIP-10 address'). The address is not
 * checked against its namespace's format: use `isAddressForNamespace` for that.
 *
 * @example
 * parseCaipAddress('eip155:1:0xabc') // { chainNamespace: 'eip155', chainId: '1', address: '0xabc' }
 * parseCaipAddress('eip155:1') // throws InvalidCaipAddressError
 */
export function parseCaipAddress(caipAddress: CaipAddress | string): ParsedCaipAddress {
  const parts = caipAddress.split(':')
  const [chainNamespace, chainId, address] = parts
  if (
    parts.length !== 3 ||
    !isChainNamespace(chainNamespace) ||
    chainId === undefined ||
    !CAIP2_REFERENCE.test(chainId) ||
    address === undefined ||
    !CAIP10_ADDRESS.test(address)
  ) {
    throw new InvalidCaipAddressError({ value: caipAddress })
  }
  return { chainNamespace, chainId, address }
}

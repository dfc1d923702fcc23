import { InvalidCaipNetworkIdError } from '../errors/caip.ts'
import type { CaipNetworkId } from '../types/network.ts'
import { type ChainNamespace, isChainNamespace } from './chainNamespace.ts'

/** The parts of a CAIP-2 chain id. */
export type ParsedCaipNetworkId = {
  chainNamespace: ChainNamespace
  /** The CAIP-2 reference, kept as text: a decimal id on eip155, a genesis-hash prefix elsewhere. */
  chainId: string
}

// CAIP-2 grammar: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}.
export const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * Splits a CAIP-2 chain id into namespace and reference. It needs exactly 2 colon-separated parts
 * (SPEC §5), a reference in CAIP-2's grammar and a namespace Latch knows; anything else throws
 * {@link InvalidCaipNetworkIdError}, so callers can drop an id they cannot handle.
 *
 * @example
 * parseCaipNetworkId('eip155:1') // { chainNamespace: 'eip155', chainId: '1' }
 * parseCaipNetworkId('eip155') // throws InvalidCaipNetworkIdError
 */
export function parseCaipNetworkId(networkId: CaipNetworkId | string): ParsedCaipNetworkId {
  const parts = networkId.split(':')
  const [chainNamespace, chainId] = parts
  if (
    parts.length !== 2 ||
    !isChainNamespace(chainNamespace) ||
    chainId === undefined ||
    !CAIP2_REFERENCE.test(chainId)
  ) {
    throw new InvalidCaipNetworkIdError({ value: networkId })
  }
  return { chainNamespace, chainId }
}

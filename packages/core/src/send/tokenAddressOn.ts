import type { CaipNetwork } from '../types/network.ts'
import { TokenNetworkMismatchError } from './errors.ts'
import type { SendableToken } from './types.ts'

/**
 * The token's contract or mint as a plain address; `undefined` for the native currency. A
 * CAIP-10 id must name this network: the same address on another chain is another contract.
 */
export function tokenAddressOn(token: SendableToken, network: CaipNetwork): string | undefined {
  if (!token.address) return undefined
  const parts = token.address.split(':')
  if (parts.length !== 3) return token.address
  const [namespace, reference, address] = parts
  if (`${namespace}:${reference}` !== network.caipNetworkId) {
    throw new TokenNetworkMismatchError({
      details: `${token.symbol} is on ${namespace}:${reference}, the send is on ${network.caipNetworkId}`,
    })
  }
  return address
}

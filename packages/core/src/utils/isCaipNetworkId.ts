import type { CaipNetworkId } from '../types/network.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

/**
 * Whether `value` is a CAIP-2 chain id that {@link parseCaipNetworkId} accepts.
 *
 * @example
 * isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // true
 * isCaipNetworkId('eip155:1:0xabc') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

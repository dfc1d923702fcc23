import type { CaipAddress } from '../types/network.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'

/**
 * Whether `value` is a CAIP-10 account id that {@link parseCaipAddress} accepts.
 *
 * @example
 * isCaipAddress('eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 * isCaipAddress('eip155:1') // false
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

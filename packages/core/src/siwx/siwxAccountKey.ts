import type { SiwxAccount } from './types.ts'

/**
 * The key of an account's sessions: its CAIP-2 network and its address compared as that chain
 * defines — eip155 addresses ignore case (EIP-55 is only a checksum), others are exact (base58).
 *
 * @example
 * siwxAccountKey({ chainId: 'eip155:1', address: '0xAbC…' }) // 'eip155:1:0xabc…'
 */
export function siwxAccountKey({ chainId, address }: SiwxAccount): string {
  return `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

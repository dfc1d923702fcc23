import type { Hex } from 'viem'

/** A chain id as EIP-1193 events and `eth_chainId` carry it: minimal hex, `0x7a69`. */
export function toHex(value: number): Hex {
  return `0x${value.toString(16)}`
}

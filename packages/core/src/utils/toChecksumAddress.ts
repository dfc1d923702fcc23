import { keccak256 } from './keccak256.ts'

/**
 * The EIP-55 mixed-case checksum form of an EVM address (`0x` + 40 hex digits, any case): a
 * letter is upper case where the matching nibble of keccak256(lower-case hex) is 8 or more.
 * `undefined` when `address` is not 40 hex digits after `0x`.
 *
 * @example
 * toChecksumAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045')
 * // '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export function toChecksumAddress(address: string): string | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  const hex = address.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]!
  }
  return out
}

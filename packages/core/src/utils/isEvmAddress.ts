/**
 * Whether `value` looks like an EVM address: 40 hex digits with an optional lower-case `0x`
 * prefix (SPEC §5 EVM address). The EIP-55 mixed-case checksum is not checked: core has no
 * keccak, and the eip155 adapter (viem) checks it before anything is signed or sent.
 *
 * @example
 * isEvmAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 * isEvmAddress('0x123') // false
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}

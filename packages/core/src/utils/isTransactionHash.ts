/**
 * Whether an RPC response is a transaction hash: `0x` and exactly 64 hex characters (SPEC §5 RPC
 * response type).
 *
 * @example
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 * isTransactionHash('0x1234') // false
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

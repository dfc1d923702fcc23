/**
 * Whether an RPC response is a signed message: `0x` and 62 or more hex characters (SPEC §5 RPC
 * response type). The floor is below a 65-byte ECDSA signature's 130 so compact and
 * contract-wallet signatures of other lengths still pass.
 *
 * @example
 * isSignedMessage(`0x${'ab'.repeat(65)}`) // true
 * isSignedMessage('0x1234') // false
 */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}

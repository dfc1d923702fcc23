/** The base58 alphabet (Bitcoin's, used by Solana): no 0, O, I or l. */
const BASE58_32_TO_44 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` looks like a Solana address: 32 to 44 base58 characters (SPEC §5 Solana
 * address). It does not decode the key or check it is on the curve; the solana adapter does.
 *
 * @example
 * isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV') // true
 * isSolanaAddress('0x123') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && BASE58_32_TO_44.test(value)
}

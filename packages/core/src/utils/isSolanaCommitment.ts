/** The Solana commitment levels a preflight check may use, weakest first (SPEC §5). */
export const SOLANA_PREFLIGHT_COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const

/** One of {@link SOLANA_PREFLIGHT_COMMITMENTS}. */
export type SolanaCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number]

/**
 * Whether `value` is one of the enumerated Solana preflight commitment levels.
 *
 * @example
 * isSolanaCommitment('confirmed') // true
 * isSolanaCommitment('max') // false (deprecated alias, not enumerated)
 */
export function isSolanaCommitment(value: unknown): value is SolanaCommitment {
  return (SOLANA_PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value)
}

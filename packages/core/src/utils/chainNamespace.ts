/**
 * The chain namespaces Latch knows (SPEC §3 Network), in CAIP-2 spelling. Core speaks CAIP ids
 * only; what each namespace means on chain is its adapter's business.
 */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** One of {@link CHAIN_NAMESPACES}. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/**
 * Whether `value` is one of the {@link CHAIN_NAMESPACES} (exact, case-sensitive: CAIP-2
 * namespaces are lower case).
 *
 * @example
 * isChainNamespace('eip155') // true
 * isChainNamespace('EIP155') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
}

import type { ChainNamespace } from '../utils/chainNamespace.ts'

/**
 * What a chain adapter (`@latch/evm`, `@latch/solana` …) provides. Core speaks CAIP only; chain
 * specifics stay in the adapter. Filled in by the adapter issues; `namespace` is all core needs
 * to route views.
 */
export type ChainAdapter = {
  namespace: ChainNamespace
}

import type { ChainRuntime } from '../chain/createChainRegistry.ts'

/** Whether the chain's config lists `contract` (any case) in `spamContracts`. */
export function isSpamContract(chain: ChainRuntime | undefined, contract: string): boolean {
  const lower = contract.toLowerCase()
  return (chain?.config.spamContracts ?? []).some((address) => address.toLowerCase() === lower)
}

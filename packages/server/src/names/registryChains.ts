import type { ChainRegistry, ChainRuntime } from '../chain/createChainRegistry.ts'

/** The served chains with a name registry configured, in config order. */
export function registryChains(chains: ChainRegistry): ChainRuntime[] {
  return chains.list.filter((chain) => chain.config.nameRegistry !== undefined)
}

/** The registry address of a chain (call only on chains from registryChains). */
export function registryOf(chain: ChainRuntime): `0x${string}` {
  const address = chain.config.nameRegistry
  if (!address) throw new Error(`${chain.caip2} has no name registry configured`)
  return address
}

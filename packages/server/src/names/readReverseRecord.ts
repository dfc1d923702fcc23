import type { Identity } from '@latch/core/api'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { nameRegistryAbi } from './nameRegistryAbi.ts'
import { registryOf } from './registryChains.ts'

/**
 * The reverse record of `address` on one chain (`nameOf` and `avatarOf` in one multicall):
 * `{ name, avatar }`, each null when empty. Throws when the RPC fails.
 */
export async function readReverseRecord(
  chain: ChainRuntime,
  address: `0x${string}`,
): Promise<Identity> {
  const registry = registryOf(chain)
  const [name, avatar] = await chain.client.multicall({
    contracts: [
      { address: registry, abi: nameRegistryAbi, functionName: 'nameOf', args: [address] },
      { address: registry, abi: nameRegistryAbi, functionName: 'avatarOf', args: [address] },
    ],
    allowFailure: false,
    batchSize: 0,
  })
  return { name: name || null, avatar: name && avatar ? avatar : null }
}

import { convertEvmChainIdToCoinType } from '@latch/core'
import type { Profile } from '@latch/core/api'
import { zeroAddress } from 'viem'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { nameRegistryAbi } from './nameRegistryAbi.ts'
import { registryOf } from './registryChains.ts'

/**
 * The profile of `name` (lower case) from every chain's registry: the address it resolves to on
 * each chain under that chain's ENSIP-11 coin type; times and avatar from the first chain that
 * has it. Null when no chain resolves it. Throws when an RPC fails.
 */
export async function lookupProfile(
  chains: readonly ChainRuntime[],
  name: string,
): Promise<Profile | null> {
  const records = await Promise.all(chains.map((chain) => readRecord(chain, name)))
  const found = records.filter((record) => record !== null)
  const first = found[0]
  if (!first) return null
  return {
    name,
    registered: first.registered,
    updated: first.updated,
    addresses: Object.fromEntries(
      found.flatMap((record) => {
        const coinType = coinTypeOf(record.chainId)
        return coinType === undefined
          ? []
          : [[coinType, { address: record.owner, created: record.registered }]]
      }),
    ),
    attributes: first.avatar ? { avatar: first.avatar } : {},
  }
}

/** ENSIP-11 coin type as a key; undefined for chain ids of 2^31 and above, which have none. */
function coinTypeOf(chainId: number): string | undefined {
  try {
    return String(convertEvmChainIdToCoinType(chainId))
  } catch {
    return undefined
  }
}

type ChainRecord = {
  chainId: number
  owner: `0x${string}`
  avatar: string
  registered: number
  updated: number
}

async function readRecord(chain: ChainRuntime, name: string): Promise<ChainRecord | null> {
  const registry = registryOf(chain)
  const owner = await chain.client.readContract({
    address: registry,
    abi: nameRegistryAbi,
    functionName: 'resolve',
    args: [name],
  })
  if (owner === zeroAddress) return null
  const [avatar, registered, updated] = await chain.client.multicall({
    contracts: [
      { address: registry, abi: nameRegistryAbi, functionName: 'avatarOf', args: [owner] },
      { address: registry, abi: nameRegistryAbi, functionName: 'registeredAt', args: [owner] },
      { address: registry, abi: nameRegistryAbi, functionName: 'updatedAt', args: [owner] },
    ],
    allowFailure: false,
    batchSize: 0,
  })
  return {
    chainId: chain.chainId,
    owner,
    avatar,
    registered: Number(registered),
    updated: Number(updated),
  }
}

import type { Identity, Profile } from '@latch/core/api'
import { createTtlCache } from '../cache/createTtlCache.ts'
import type { ChainRegistry, ChainRuntime } from '../chain/createChainRegistry.ts'
import { lookupProfile } from './lookupProfile.ts'
import { readReverseRecord } from './readReverseRecord.ts'
import { registryChains } from './registryChains.ts'

/** How long name lookups are cached per process (names rarely change; kits cache 5 min). */
export const NAME_CACHE_TTL_MS = 10_000

/** Name lookups over the configured chains' registries, cached briefly. All throw on RPC failure. */
export type NameService = {
  /** Reverse record of `address` on `chain` (nulls when the chain has no registry). */
  identity: (chain: ChainRuntime, address: `0x${string}`) => Promise<Identity>
  /** The profile of a lower-case name, or null when no chain resolves it. */
  profile: (name: string) => Promise<Profile | null>
  /** The profiles of the names `address` holds on any chain (usually one). */
  reverse: (address: `0x${string}`) => Promise<Profile[]>
  /** Drops the cached lookups, so a name just registered shows at once. */
  forget: () => void
}

export type CreateNameServiceParameters = {
  chains: ChainRegistry
  /** 0 turns caching off. @defaultValue NAME_CACHE_TTL_MS (10 s) */
  cacheTtlMs?: number | undefined
}

/**
 * Creates the name lookups behind `/v1/identity` and `/v1/profile`.
 *
 * @example
 * const names = createNameService({ chains })
 * await names.profile('alice.latch')
 */
export function createNameService({
  chains,
  cacheTtlMs = NAME_CACHE_TTL_MS,
}: CreateNameServiceParameters): NameService {
  const identities = createTtlCache<Identity>({ ttlMs: cacheTtlMs })
  const profiles = createTtlCache<Profile | null>({ ttlMs: cacheTtlMs })

  async function profile(name: string): Promise<Profile | null> {
    const cached = profiles.get(name)
    if (cached !== undefined) return cached
    const found = await lookupProfile(registryChains(chains), name)
    profiles.set(name, found)
    return found
  }

  async function identity(chain: ChainRuntime, address: `0x${string}`): Promise<Identity> {
    if (!chain.config.nameRegistry) return { name: null, avatar: null }
    const key = `${chain.caip2}/${address.toLowerCase()}`
    const cached = identities.get(key)
    if (cached) return cached
    const found = await readReverseRecord(chain, address)
    identities.set(key, found)
    return found
  }

  return {
    identity,
    profile,
    forget() {
      identities.clear()
      profiles.clear()
    },
    async reverse(address) {
      const records = await Promise.all(
        registryChains(chains).map((chain) => identity(chain, address)),
      )
      const names = [...new Set(records.flatMap((record) => (record.name ? [record.name] : [])))]
      const found = await Promise.all(names.map(profile))
      return found.filter((entry) => entry !== null)
    },
  }
}

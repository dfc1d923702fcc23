import type { ResolvedAuthOptions } from '../auth/options.ts'
import type { SigningKeys } from '../auth/signingKeys.ts'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import type { PriceTable } from '../chain/prices.ts'
import type { Db } from '../db/db.ts'
import type { Directory } from '../directory/types.ts'
import type { RateLimiter } from '../middleware/rateLimiter.ts'
import type { NameService } from '../names/createNameService.ts'
import type { NamesConfig } from '../names/namesConfig.ts'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader.ts'
import type { OnrampService } from '../onramp/createOnrampService.ts'
import type { ProjectLookup } from '../projects/createProjectCache.ts'
import type { Project } from '../projects/types.ts'
import type { SolanaChainRegistry } from '../solana/createSolanaRegistry.ts'

/** Hono environment: what middleware puts on the context for handlers. */
export type AppEnv = { Variables: { project: Project } }

/** Everything the route handlers need; built once per app. */
export type AppDeps = {
  db: Db
  directory: Directory
  chains: ChainRegistry
  /** Solana clusters of the balance API. */
  solanaChains: SolanaChainRegistry
  prices: PriceTable
  projects: ProjectLookup
  rateLimiter: RateLimiter
  rateLimitPerMinute: number
  /** Base of absolute URLs in answers (image links); the request origin when undefined. */
  publicUrl: string | undefined
  /** Identity and profile lookups in the chains' name registries (cached). */
  names: NameService
  /** Account-name registration: the zone, and the registrar's key when names can be registered. */
  namesConfig: Pick<NamesConfig, 'zone' | 'registrationsPerMinute'> &
    Partial<Pick<NamesConfig, 'registrarPrivateKey'>>
  /** Reverse proxies whose `X-Forwarded-For` entries name the client (see clientAddress). */
  trustProxy: number
  /** ERC-721 metadata from `tokenURI` (cached), for the NFT list and history. */
  nftMetadata: NftMetadataReader
  /** On-ramp: options, quotes, widget URLs and orders over the configured providers. */
  onramp: OnrampService
  /** Sign-in: its settings and the keys that sign session tokens. */
  auth: { options: ResolvedAuthOptions; keys: SigningKeys }
}

import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig, NativeCurrency } from './types.ts'

/** Multicall3's canonical address; the devnet deploys it there (SPEC-independent convention). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

const DEFAULT_NATIVE_CURRENCY: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const RPC_TIMEOUT_MS = 10_000

/** A configured chain with its RPC client. */
export type ChainRuntime = {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caip2: string
  chainId: number
  name: string
  nativeCurrency: NativeCurrency
  config: ChainConfig
  client: PublicClient
}

export type ChainRegistry = {
  list: readonly ChainRuntime[]
  get: (caip2: string) => ChainRuntime | undefined
}

export type CreateChainRegistryOptions = {
  /** Sees the JSON body of every HTTP request to an RPC (tests count calls with it). */
  onRpcBody?: ((body: string) => void) | undefined
}

/** Builds one viem client per configured chain (HTTP, JSON-RPC batching on). */
export function createChainRegistry(
  configs: readonly ChainConfig[],
  { onRpcBody }: CreateChainRegistryOptions = {},
): ChainRegistry {
  const list = configs.map((config): ChainRuntime => {
    const nativeCurrency = config.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
    const name = config.name ?? `Chain ${config.chainId}`
    const chain = defineChain({
      id: config.chainId,
      name,
      nativeCurrency,
      rpcUrls: { default: { http: [config.rpcUrl] } },
      contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    })
    const client = createPublicClient({
      chain,
      transport: http(config.rpcUrl, {
        batch: true,
        timeout: RPC_TIMEOUT_MS,
        retryCount: 1,
        onFetchRequest: onRpcBody
          ? (_request, init) => {
              if (typeof init.body === 'string') onRpcBody(init.body)
            }
          : undefined,
      }),
    }) as PublicClient
    return {
      caip2: `eip155:${config.chainId}`,
      chainId: config.chainId,
      name,
      nativeCurrency,
      config,
      client,
    }
  })
  const byId = new Map(list.map((chain) => [chain.caip2, chain]))
  if (byId.size !== list.length) throw new Error('Each chain id may be configured only once')
  return { list, get: (caip2) => byId.get(caip2) }
}

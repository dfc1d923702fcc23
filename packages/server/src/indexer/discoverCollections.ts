import { parseAbi } from 'viem'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import type { NftCollection } from './types.ts'

/** ERC-165 interface id of ERC-721. */
export const ERC721_INTERFACE_ID = '0x80ac58cd'

const collectionAbi = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
])

/**
 * Reads whether contracts not yet known are ERC-721 collections (ERC-165 `supportsInterface`)
 * and their name and symbol, in one multicall. A 4-topic Transfer alone does not prove it: some
 * old ERC20s index the amount too. Contracts that do not claim ERC-721 are `rejected`.
 */
export async function discoverCollections(
  db: Db,
  chain: ChainRuntime,
  addresses: readonly string[],
): Promise<{ found: NftCollection[]; rejected: string[] }> {
  if (addresses.length === 0) return { found: [], rejected: [] }
  const known = await db.query<{ address: string }>(
    'SELECT address FROM nft_collections WHERE chain_id = $1 AND address = ANY($2::text[])',
    [chain.caip2, addresses],
  )
  const knownSet = new Set(known.map((row) => row.address))
  const unknown = addresses.filter((address) => !knownSet.has(address))
  if (unknown.length === 0) return { found: [], rejected: [] }
  const results = await chain.client.multicall({
    contracts: unknown.flatMap((address) => {
      const target = address as `0x${string}`
      return [
        {
          address: target,
          abi: collectionAbi,
          functionName: 'supportsInterface',
          args: [ERC721_INTERFACE_ID],
        },
        { address: target, abi: collectionAbi, functionName: 'name' },
        { address: target, abi: collectionAbi, functionName: 'symbol' },
      ] as const
    }),
    allowFailure: true,
    batchSize: 0,
  })
  const found: NftCollection[] = []
  const rejected: string[] = []
  unknown.forEach((address, i) => {
    const [isErc721, name, symbol] = results.slice(i * 3, i * 3 + 3)
    if (isErc721?.status !== 'success' || isErc721.result !== true) {
      rejected.push(address)
      return
    }
    // The metadata extension (name, symbol) is optional in ERC-721.
    found.push({
      address,
      name: name?.status === 'success' ? String(name.result) : '',
      symbol: symbol?.status === 'success' ? String(symbol.result) : '',
    })
  })
  return { found, rejected }
}

import { erc20Abi } from 'viem'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import type { TokenConfig } from '../chain/types.ts'
import type { Db } from '../db/db.ts'

/**
 * Reads name, symbol and decimals of token contracts not yet known, in one multicall.
 * Contracts that don't answer all three like an ERC20 are returned in `rejected`.
 */
export async function discoverTokens(
  db: Db,
  chain: ChainRuntime,
  addresses: readonly string[],
): Promise<{ found: TokenConfig[]; rejected: string[] }> {
  if (addresses.length === 0) return { found: [], rejected: [] }
  const known = await db.query<{ address: string }>(
    'SELECT address FROM tokens WHERE chain_id = $1 AND address = ANY($2::text[])',
    [chain.caip2, addresses],
  )
  const knownSet = new Set(known.map((row) => row.address))
  const unknown = addresses.filter((address) => !knownSet.has(address))
  if (unknown.length === 0) return { found: [], rejected: [] }
  const functionNames = ['name', 'symbol', 'decimals'] as const
  const results = await chain.client.multicall({
    contracts: unknown.flatMap((address) =>
      functionNames.map(
        (functionName) =>
          ({ address: address as `0x${string}`, abi: erc20Abi, functionName }) as const,
      ),
    ),
    allowFailure: true,
    batchSize: 0,
  })
  const found: TokenConfig[] = []
  const rejected: string[] = []
  unknown.forEach((address, i) => {
    const [name, symbol, decimals] = results.slice(i * 3, i * 3 + 3)
    if (
      name?.status === 'success' &&
      symbol?.status === 'success' &&
      decimals?.status === 'success'
    ) {
      found.push({
        address: address as `0x${string}`,
        name: String(name.result),
        symbol: String(symbol.result),
        decimals: Number(decimals.result),
      })
    } else {
      rejected.push(address)
    }
  })
  return { found, rejected }
}

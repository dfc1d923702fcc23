import type { Db } from '../db/db.ts'
import type { ChainRuntime } from './createChainRegistry.ts'
import type { TokenConfig } from './types.ts'

/** The configured tokens of a chain plus those the indexer discovered; configured ones win. */
export async function listTokens(db: Db, chain: ChainRuntime): Promise<TokenConfig[]> {
  const rows = await db.query<{ address: string; name: string; symbol: string; decimals: number }>(
    'SELECT address, name, symbol, decimals FROM tokens WHERE chain_id = $1 ORDER BY symbol, address',
    [chain.caip2],
  )
  const tokens = new Map<string, TokenConfig>()
  for (const token of chain.config.tokens ?? []) tokens.set(token.address.toLowerCase(), token)
  for (const row of rows) {
    if (tokens.has(row.address)) continue
    tokens.set(row.address, {
      address: row.address as `0x${string}`,
      name: row.name,
      symbol: row.symbol,
      decimals: row.decimals,
    })
  }
  return [...tokens.values()]
}

import type { TokenBalance } from '@latch/core/api'
import type { PriceTable } from '../chain/prices.ts'
import { tokenBalanceEntry } from '../chain/tokenBalanceEntry.ts'
import type { SolanaChainRuntime } from './createSolanaRegistry.ts'
import { readSolanaBalances } from './readSolanaBalances.ts'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

export type SolanaTokenBalancesParameters = {
  chain: SolanaChainRuntime
  /** Base58 account address. */
  owner: string
  prices: PriceTable
  iconUrl: (symbol: string) => string
  fetchFn?: typeof fetch
}

/**
 * The SOL balance and every non-zero SPL token balance of `owner`, shaped like the EVM answer
 * (SPEC §3 Token balance). A mint the config does not name shows its shortened address, so the
 * visitor still sees it.
 */
export async function solanaTokenBalances({
  chain,
  owner,
  prices,
  iconUrl,
  fetchFn,
}: SolanaTokenBalancesParameters): Promise<TokenBalance[]> {
  const raw = await readSolanaBalances(chain.rpcUrl, owner, fetchFn)
  const entry = tokenBalanceEntry({ chainId: chain.caip2, prices, iconUrl })
  return [
    entry(SOL.name, SOL.symbol, SOL.decimals, raw.lamports),
    ...raw.tokens
      .filter(({ amount }) => amount > 0n)
      .map(({ mint, amount, decimals }) => {
        const known = chain.tokens.get(mint)
        const short = `${mint.slice(0, 4)}…${mint.slice(-4)}`
        return entry(
          known?.name ?? `Token ${short}`,
          known?.symbol ?? short,
          decimals,
          amount,
          `${chain.caip2}:${mint}`,
        )
      }),
  ]
}

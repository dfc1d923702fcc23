import type { TokenBalance } from '@latch/core/api'
import { formatUnits } from 'viem'
import { type PriceTable, priceOf } from './prices.ts'

export type TokenBalanceEntryParameters = {
  /** CAIP-2 id of the chain the balances are on. */
  chainId: string
  prices: PriceTable
  iconUrl: (symbol: string) => string
}

/**
 * A maker of SPEC §3 token balances for one chain: whole-unit quantity from the raw amount, USD
 * value from the price table, the token's icon. `address` (CAIP-10 of the token) only for
 * tokens, never for the native currency. Shared by the EVM and Solana balance readers.
 */
export function tokenBalanceEntry({ chainId, prices, iconUrl }: TokenBalanceEntryParameters) {
  return (
    name: string,
    symbol: string,
    decimals: number,
    amount: bigint,
    address?: string,
  ): TokenBalance => {
    const numeric = formatUnits(amount, decimals)
    const price = priceOf(prices, symbol)
    const balance: TokenBalance = {
      name,
      symbol,
      chainId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: iconUrl(symbol),
    }
    if (address) balance.address = address
    return balance
  }
}

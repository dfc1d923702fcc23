/** The part of a token balance this filter reads (SPEC §3 Token balance). */
export type BalanceWithQuantity = { quantity: { decimals: string; numeric: string } }

/**
 * The balances to list under Tokens: those with 0 decimals are dropped (SPEC §5 Balances). A
 * 0-decimal "token" is an NFT or a receipt that only counts whole items, and belongs under NFTs.
 * A balance whose `decimals` is not a whole number is dropped too: its amount cannot be shown
 * right. Order is kept.
 *
 * @example
 * filterTokenBalances(balances).map((balance) => balance.symbol)
 */
export function filterTokenBalances<balance extends BalanceWithQuantity>(
  balances: readonly balance[],
): balance[] {
  return balances.filter(
    ({ quantity }) => /^[0-9]+$/.test(quantity.decimals) && Number(quantity.decimals) > 0,
  )
}

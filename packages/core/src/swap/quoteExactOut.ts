import type { ConvertQuote, ConvertQuotesParameters } from '../api/convert.ts'
import type { Client } from '../client/types.ts'
import { getConvertQuotes } from './convertApi.ts'

/** Headroom of each step, in tenths of a percent: the amount bought lands just above the target. */
const HEADROOM_PERMILLE = 1n
/** Quotes asked at most after the first (the pools' curve makes each step closer). */
const MAX_STEPS = 4

/**
 * An exact-output quote from exact-input quotes, for a server that quotes only what is sold:
 * one whole `from` for the rate, then the amount sold scaled by target ÷ bought (0.1 % over)
 * until it buys at least `toAmount` (base units of `to`). The pools' curve bends each step down,
 * so this takes two or three quotes. `undefined` when there is no route.
 */
export async function quoteExactOut(
  client: Pick<Client, 'api'>,
  query: Omit<ConvertQuotesParameters, 'amount'>,
  fromDecimals: number,
  toAmount: bigint,
): Promise<ConvertQuote | undefined> {
  const quoteFor = async (amount: bigint) =>
    (await getConvertQuotes(client, { ...query, amount: String(amount) })).quotes[0]
  let quote = await quoteFor(10n ** BigInt(fromDecimals))
  for (let step = 0; quote && step < MAX_STEPS; step++) {
    const bought = BigInt(quote.toAmount)
    if (bought === 0n) return undefined
    if (step > 0 && bought >= toAmount) return quote
    const sold =
      (BigInt(quote.fromAmount) * toAmount * (1000n + HEADROOM_PERMILLE)) / (bought * 1000n) + 1n
    quote = await quoteFor(sold)
  }
  return quote
}

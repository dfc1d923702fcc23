import type { ConvertQuotesParameters } from '../api/convert.ts'
import type { Client } from '../client/types.ts'
import { LatchError } from '../errors/base.ts'
import { getConvertAllowance, getConvertQuotes } from '../swap/convertApi.ts'
import { ConvertRequestError, SwapsUnsupportedNetworkError } from '../swap/errors.ts'
import { patchSwap } from '../swap/patchSwap.ts'
import { quoteExactOut } from '../swap/quoteExactOut.ts'
import { getSwapQuoteRequest } from '../swap/swapForm.ts'
import type { SwapQuoteState } from '../swap/swapState.ts'
import { formatUnits } from '../utils/formatUnits.ts'

/** What {@link fetchSwapQuote} resolves with: the quote state it wrote, if any. */
export type FetchSwapQuoteReturnType = SwapQuoteState | undefined
/** {@link fetchSwapQuote} throws nothing: a failure is `state.swap.quote`'s status. */
export type FetchSwapQuoteErrorType = never

/**
 * Asks for the quote of the open Swap form now (SPEC §7 `GET /v1/convert/quotes`, the best
 * one), with the allowance of the token sold (`GET /v1/convert/allowance`; none for the native
 * currency), and writes it to `state.swap.quote`; the other amount field takes the quoted amount.
 * A quote of the same form being shown stays usable meanwhile (`refreshing`); a new form shows
 * `loading`. Only the latest form's answer is written. `noRoute` when no pool path joins the
 * tokens; `error` otherwise. The open form does this by itself (a pause in typing, every 12 s);
 * call it for a fresh quote at once. Does nothing while no Swap view is open or the form is
 * incomplete.
 *
 * @example
 * await fetchSwapQuote(latch)
 * const { quote } = latch.getState().swap!
 */
export async function fetchSwapQuote(client: Client): Promise<FetchSwapQuoteReturnType> {
  const state = client.store.getState()
  const { swap } = state
  if (!swap) return undefined
  const request = getSwapQuoteRequest(state, swap)
  if (!request) return undefined
  const { entry } = swap
  const { key, from, to, side, amount } = request
  const current = swap.quote
  patchSwap(client, entry, {
    quote:
      current.status === 'ready' && current.key === key
        ? { ...current, refreshing: true }
        : { status: 'loading' },
  })
  const chainId = swap.caipNetworkId
  const userAddress = state.accounts.eip155?.address
  // Only the latest form's answer counts: the visitor may have typed on meanwhile.
  const stillCurrent = () => {
    const now = client.store.getState()
    return now.swap?.entry === entry && getSwapQuoteRequest(now, now.swap)?.key === key
  }
  let quote: SwapQuoteState
  // Without a quote the other field says nothing rather than an old amount.
  let patch = side === 'from' ? { toAmount: '' } : { fromAmount: '' }
  try {
    const query = {
      chainId,
      from: from.address,
      to: to.address,
      ...(userAddress ? { userAddress } : {}),
    }
    const [best, allowance] = await Promise.all([
      side === 'from'
        ? getConvertQuotes(client, { ...query, amount: String(amount) }).then(
            (answer) => answer.quotes[0],
          )
        : quoteBought(client, query, from.decimals, amount),
      from.isNative || !userAddress
        ? undefined
        : getConvertAllowance(client, { chainId, tokenAddress: from.address, userAddress }),
    ])
    if (!best) {
      quote = { status: 'noRoute' }
    } else {
      quote = {
        status: 'ready',
        quote: best,
        key,
        allowance: allowance ? BigInt(allowance.allowance) : undefined,
        at: Date.now(),
        refreshing: false,
      }
      patch =
        side === 'from'
          ? { toAmount: formatUnits(BigInt(best.toAmount), to.decimals) }
          : { fromAmount: formatUnits(BigInt(best.fromAmount), from.decimals) }
    }
  } catch (error) {
    if (error instanceof ConvertRequestError && error.code === 'no_route') {
      quote = { status: 'noRoute' }
    } else {
      if (error instanceof SwapsUnsupportedNetworkError) {
        client.store.setState((now) => ({
          swapTokens: { ...now.swapTokens, [chainId]: { status: 'unsupported' } },
        }))
      }
      client.logger.warn('swap quote failed', error)
      quote =
        error instanceof LatchError
          ? { status: 'error', message: error.shortMessage, error }
          : { status: 'error', message: 'Quote unavailable' }
    }
  }
  if (!stillCurrent()) return undefined
  patchSwap(client, entry, { ...patch, quote })
  return quote
}

/**
 * The quote buying `toAmount`: the server's exact-output quote (`toAmount` instead of `amount`),
 * or, from a server that quotes only amounts sold (it refuses the query as invalid), a few
 * exact-input quotes closing in on it (`quoteExactOut`).
 */
async function quoteBought(
  client: Client,
  query: Omit<ConvertQuotesParameters, 'amount'>,
  fromDecimals: number,
  toAmount: bigint,
) {
  try {
    const exact = { ...query, toAmount: String(toAmount) } as unknown as ConvertQuotesParameters
    return (await getConvertQuotes(client, exact)).quotes[0]
  } catch (error) {
    if (!(error instanceof ConvertRequestError) || !error.code.startsWith('invalid_')) throw error
    return quoteExactOut(client, query, fromDecimals, toAmount)
  }
}

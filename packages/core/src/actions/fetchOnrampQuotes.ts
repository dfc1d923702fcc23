import type { OnrampQuote } from '../api/onramp.ts'
import type { Client } from '../client/types.ts'
import { OnrampRequestError } from '../onramp/errors.ts'
import { estimateQuote } from '../onramp/estimateQuote.ts'
import { getOnrampQuotes } from '../onramp/onrampApi.ts'
import { formatFiat, getOnrampQuoteRequest } from '../onramp/onrampForm.ts'
import type { OnrampQuotesState } from '../onramp/onrampState.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'

/** What {@link fetchOnrampQuotes} resolves with: the quotes state it wrote, if any. */
export type FetchOnrampQuotesReturnType = OnrampQuotesState | undefined
/** {@link fetchOnrampQuotes} throws nothing: a failure is `state.onramp.quotes`' status. */
export type FetchOnrampQuotesErrorType = never

/**
 * Asks every provider's quote for the open Buy form now (SPEC §7 `POST /v1/onramp/quote`) and
 * writes them to `state.onramp.quotes`, best first (the most received; estimates last). A
 * provider that is down is simply not among them; the server's estimate stands in when none
 * answered. When the server itself cannot be asked (offline, 5xx, time-out), the kit's own
 * estimate does (SPEC §7 "mocked quote", marked `estimated`). A refusal of the server's own
 * limits says the limit ('Minimum is 10.00 USD'). Only the latest form's answer is written; the
 * form asks by itself once typing pauses. Does nothing while no Buy view is open or the form is
 * incomplete.
 *
 * @example
 * const quotes = await fetchOnrampQuotes(latch)
 * if (quotes?.status === 'ready') console.log(quotes.quotes.map((quote) => quote.providerName))
 */
export async function fetchOnrampQuotes(client: Client): Promise<FetchOnrampQuotesReturnType> {
  const onramp = client.store.getState().onramp
  if (!onramp) return undefined
  const request = getOnrampQuoteRequest(client, onramp)
  if (!request) return undefined
  const { entry } = onramp
  const { key, body, token } = request
  if (onramp.quotes.status !== 'ready' || onramp.quotes.key !== key) {
    patchOnramp(client, entry, { quotes: { status: 'loading' } })
  }
  let quotes: OnrampQuotesState
  try {
    const answer = await getOnrampQuotes(client, body)
    const list = Array.isArray(answer?.quotes) ? answer.quotes.filter(isQuote) : []
    quotes = { status: 'ready', quotes: sortQuotes(list), key }
  } catch (error) {
    if (error instanceof OnrampRequestError) {
      const currency = body.paymentCurrency
      const symbol = token.symbol
      quotes =
        error.code === 'amount_below_minimum' && error.min
          ? {
              status: 'error',
              message: `Minimum is ${formatFiat(error.min)} ${currency}`,
              reason: 'belowMinimum',
              limit: error.min,
              currency,
              symbol,
            }
          : error.code === 'amount_above_maximum' && error.max
            ? {
                status: 'error',
                message: `Maximum is ${formatFiat(error.max)} ${currency}`,
                reason: 'aboveMaximum',
                limit: error.max,
                currency,
                symbol,
              }
            : {
                status: 'error',
                message: `${symbol} can't be bought this way`,
                reason: 'notSold',
                currency,
                symbol,
              }
    } else {
      client.logger.warn('on-ramp quotes failed', error)
      quotes = { status: 'ready', quotes: [estimateQuote(body, token.symbol)], key }
    }
  }
  const now = client.store.getState().onramp
  if (now?.entry !== entry || getOnrampQuoteRequest(client, now)?.key !== key) return undefined
  patchOnramp(client, entry, (current) => {
    const list = quotes.status === 'ready' ? quotes.quotes : []
    const kept = list.some((quote) => quote.provider === current.provider && !quote.estimated)
    return { quotes, provider: kept ? current.provider : list[0]?.provider }
  })
  return quotes
}

function isQuote(value: unknown): value is OnrampQuote {
  const quote = value as Partial<OnrampQuote> | null
  return (
    !!quote &&
    typeof quote.provider === 'string' &&
    typeof quote.providerName === 'string' &&
    typeof quote.purchaseAmount?.amount === 'string' &&
    typeof quote.paymentTotal?.amount === 'string'
  )
}

/** Offers before estimates; among each, the most received first. */
function sortQuotes(quotes: OnrampQuote[]): OnrampQuote[] {
  const received = (quote: OnrampQuote) => Number(quote.purchaseAmount.amount) || 0
  return [...quotes].sort(
    (a, b) => Number(!!a.estimated) - Number(!!b.estimated) || received(b) - received(a),
  )
}

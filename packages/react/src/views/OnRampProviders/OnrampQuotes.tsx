import type { OnrampState } from '@latch/core'
import type { OnrampQuote } from '@latch/core/api'
import { formatFiat, formatQuantity, type OnrampForm } from '@latch/core/internal'
import { useId } from 'react'

/** Provider fee plus network fee, in the payment currency. */
function fees(quote: OnrampQuote): string {
  const cents = (amount: string) => Math.round((Number(amount) || 0) * 100)
  const total = cents(quote.providerFee.amount) + cents(quote.networkFee.amount)
  return `${formatFiat((total / 100).toFixed(2))} ${quote.paymentTotal.currency}`
}

/**
 * The providers side by side, each with what the visitor pays, receives and the fees; the best
 * first and marked. SPEC §7's estimate (no provider answered) is marked "Estimated" and cannot be
 * picked.
 */
export function OnrampQuotes({
  onramp,
  form,
  onProvider,
}: {
  onramp: OnrampState
  form: OnrampForm
  onProvider: (provider: string) => void
}) {
  const name = useId()
  const { quotes } = onramp
  if (quotes.status === 'idle') return null
  if (quotes.status === 'loading') {
    return (
      <p className="latch-onramp-status" aria-live="polite">
        Getting quotes…
      </p>
    )
  }
  if (quotes.status === 'error') {
    return (
      <p className="latch-onramp-status" data-state="error" aria-live="polite">
        {quotes.message}
      </p>
    )
  }
  const estimated = form.quotes.some((quote) => quote.estimated)
  return (
    <fieldset className="latch-onramp-group">
      <legend>Providers</legend>
      {estimated ? (
        <p className="latch-onramp-warning" role="status">
          Providers can't be reached right now. These are estimates only: nothing can be bought yet.
        </p>
      ) : null}
      <div className="latch-onramp-quotes" data-count={form.quotes.length}>
        {form.quotes.map((quote, index) => {
          const chosen = !quote.estimated && form.quote?.provider === quote.provider
          const received = quote.purchaseAmount.amount
          return (
            <label
              key={`${quote.provider}-${quote.quoteId}`}
              className="latch-onramp-quote"
              data-provider={quote.provider}
              data-estimated={quote.estimated ? '' : undefined}
            >
              <input
                type="radio"
                name={name}
                value={quote.provider}
                checked={chosen}
                disabled={!!quote.estimated}
                onChange={() => onProvider(quote.provider)}
              />
              <span className="latch-onramp-quote-top">
                <span className="latch-onramp-quote-name">{quote.providerName}</span>
                {quote.estimated ? (
                  <span className="latch-onramp-badge" data-kind="estimated">
                    Estimated
                  </span>
                ) : index === 0 && form.quotes.length > 1 ? (
                  <span className="latch-onramp-badge">Best</span>
                ) : null}
              </span>
              <span className="latch-onramp-quote-row latch-onramp-quote-receive">
                <span>You get</span>
                <span>
                  {received ? `${quote.estimated ? '≈ ' : ''}${formatQuantity(received)}` : '—'}{' '}
                  {quote.purchaseAmount.currency}
                </span>
              </span>
              <span className="latch-onramp-quote-row">
                <span>You pay</span>
                <span>
                  {formatFiat(quote.paymentTotal.amount)} {quote.paymentTotal.currency}
                </span>
              </span>
              <span className="latch-onramp-quote-row">
                <span>Fees</span>
                <span>{fees(quote)}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

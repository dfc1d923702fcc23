import type { OnrampState } from '@latch/core'
import type { OnrampQuote } from '@latch/core/api'
import { formatQuantity, type OnrampForm } from '@latch/core/internal'
import { useId } from 'react'
import { type UseMessagesReturnType, useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { formatFiatAmount } from '../WalletSend/formatFee.ts'
import { type BuyMessages, buyMessages } from './messages.ts'

type M = UseMessagesReturnType<BuyMessages>

/** Provider fee plus network fee, in the payment currency. */
function fees(quote: OnrampQuote, fiat: (amount: string) => string): string {
  const cents = (amount: string) => Math.round((Number(amount) || 0) * 100)
  const total = cents(quote.providerFee.amount) + cents(quote.networkFee.amount)
  return `${fiat((total / 100).toFixed(2))} ${quote.paymentTotal.currency}`
}

/** Why the server refused to quote, by core's `reason`: its limit, or a token not sold this way. */
export function quotesErrorText(
  quotes: Extract<OnrampState['quotes'], { status: 'error' }>,
  m: M,
  fiat: (amount: string) => string,
): string {
  const { reason, limit, currency, symbol } = quotes
  if (reason === 'belowMinimum' && limit) {
    return m.t(m.minimum, { amount: fiat(limit), currency })
  }
  if (reason === 'aboveMaximum' && limit) {
    return m.t(m.maximum, { amount: fiat(limit), currency })
  }
  return m.t(m.notSold, { symbol })
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
  const m = useMessages('buy', buyMessages)
  const { locale } = useLatchLocale()
  const fiat = (amount: string) => formatFiatAmount(amount, locale)
  const { quotes } = onramp
  if (quotes.status === 'idle') return null
  if (quotes.status === 'loading') {
    return (
      <p className="latch-onramp-status" aria-live="polite">
        {m.gettingQuotes}
      </p>
    )
  }
  if (quotes.status === 'error') {
    return (
      <p className="latch-onramp-status" data-state="error" aria-live="polite">
        {quotesErrorText(quotes, m, fiat)}
      </p>
    )
  }
  const estimated = form.quotes.some((quote) => quote.estimated)
  return (
    <fieldset className="latch-onramp-group">
      <legend>{m.providers}</legend>
      {estimated ? (
        <p className="latch-onramp-warning" role="status">
          {m.estimatedWarning}
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
                    {m.estimated}
                  </span>
                ) : index === 0 && form.quotes.length > 1 ? (
                  <span className="latch-onramp-badge">{m.best}</span>
                ) : null}
              </span>
              <span className="latch-onramp-quote-row latch-onramp-quote-receive">
                <span>{m.youGet}</span>
                <span>
                  {received
                    ? `${quote.estimated ? '≈ ' : ''}${formatQuantity(received, locale)}`
                    : '—'}{' '}
                  {quote.purchaseAmount.currency}
                </span>
              </span>
              <span className="latch-onramp-quote-row">
                <span>{m.youPay}</span>
                <span>
                  {fiat(quote.paymentTotal.amount)} {quote.paymentTotal.currency}
                </span>
              </span>
              <span className="latch-onramp-quote-row">
                <span>{m.fees}</span>
                <span>{fees(quote, fiat)}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

import type { OnrampState } from '@latch/core'
import type { OnrampPaymentMethod } from '@latch/core/api'
import { formatFiat, type OnrampForm, shortenAddress } from '@latch/core/internal'
import { useId } from 'react'
import { TokenIcon } from '../WalletSend/TokenIcon.tsx'
import { OnrampQuotes } from './OnrampQuotes.tsx'

const METHODS: { id: OnrampPaymentMethod; label: string }[] = [
  { id: 'card', label: 'Card' },
  { id: 'bank_account', label: 'Bank account' },
]

export type OnrampFormViewProps = {
  onramp: OnrampState
  form: OnrampForm
  iconUrl: (symbol: string) => string
  onToken: (purchaseCurrency: string) => void
  onFiat: (currency: string) => void
  onAmount: (amount: string) => void
  onMethod: (method: OnrampPaymentMethod) => void
  onProvider: (provider: string) => void
  onContinue: () => void
}

/**
 * The Buy form (renders `state.onramp` through core's `getOnrampForm`): the token, the amount and
 * its currency with the limit under it, the payment method, the providers' quotes, and one button
 * that says where it goes — or exactly why it can't.
 */
export function OnrampFormView(props: OnrampFormViewProps) {
  const { onramp, form } = props
  const ids = useId()
  const loading = onramp.options.status === 'loading'
  const fallback = onramp.options.status === 'ready' && onramp.options.fallback
  const methodLabel = METHODS.find((method) => method.id === onramp.paymentMethod)?.label
  return (
    <form
      className="latch-onramp"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!form.disabledReason) props.onContinue()
      }}
    >
      <fieldset className="latch-onramp-group">
        <legend>You buy</legend>
        <div className="latch-onramp-tokens">
          {loading ? <span className="latch-muted">Loading…</span> : null}
          {!loading && !form.tokens.length ? (
            <span className="latch-muted">
              No provider sells crypto on {form.network?.name ?? 'this network'} yet.
            </span>
          ) : null}
          {form.tokens.map((token) => (
            <label key={token.id} className="latch-onramp-chip">
              <input
                type="radio"
                name={`${ids}t`}
                value={token.id}
                checked={form.token?.id === token.id}
                onChange={() => props.onToken(token.id)}
              />
              <TokenIcon symbol={token.symbol} iconUrl={props.iconUrl(token.symbol)} />
              <span>{token.symbol}</span>
            </label>
          ))}
        </div>
        {form.token ? (
          <p className="latch-onramp-note">
            {form.token.name} on {form.token.network.display_name}, to your wallet{' '}
            <span title={onramp.address}>{shortenAddress(onramp.address ?? '')}</span>
          </p>
        ) : null}
      </fieldset>

      <div className="latch-send-field">
        <label htmlFor={`${ids}a`}>You pay</label>
        <div className="latch-send-input" data-invalid={form.amountError ? '' : undefined}>
          <input
            id={`${ids}a`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={onramp.amount}
            aria-invalid={form.amountError ? true : undefined}
            aria-describedby={`${ids}h`}
            onChange={(event) => props.onAmount(event.target.value)}
          />
          <select
            className="latch-onramp-fiat"
            aria-label="Currency"
            value={onramp.paymentCurrency}
            onChange={(event) => props.onFiat(event.target.value)}
          >
            {(form.fiatCurrencies.length ? form.fiatCurrencies : [onramp.paymentCurrency]).map(
              (currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ),
            )}
          </select>
        </div>
        <p
          id={`${ids}h`}
          className="latch-send-hint"
          data-state={form.amountError ? 'error' : undefined}
          aria-live="polite"
        >
          {form.amountError ??
            `${methodLabel}: ${formatFiat(form.limit.min)} to ${formatFiat(form.limit.max)} ${onramp.paymentCurrency}`}
        </p>
      </div>

      <fieldset className="latch-onramp-group">
        <legend>Pay with</legend>
        <div className="latch-onramp-methods">
          {METHODS.filter((method) => form.paymentMethods.includes(method.id)).map((method) => (
            <label key={method.id} className="latch-onramp-chip">
              <input
                type="radio"
                name={`${ids}m`}
                value={method.id}
                checked={onramp.paymentMethod === method.id}
                onChange={() => props.onMethod(method.id)}
              />
              <span>{method.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {fallback ? (
        <p className="latch-onramp-warning" role="status">
          The list of currencies could not be loaded: showing the default ones.
        </p>
      ) : null}
      <OnrampQuotes onramp={onramp} form={form} onProvider={props.onProvider} />

      <button
        type="submit"
        className="latch-button-primary latch-send-submit"
        disabled={!!form.disabledReason}
        data-action={form.disabledReason ? undefined : 'continue'}
      >
        {form.label}
      </button>
      {!form.disabledReason && form.quote ? (
        <p className="latch-onramp-note latch-onramp-fineprint">
          {form.quote.providerName} opens in a new window and takes your payment details there; this
          site never sees them.
        </p>
      ) : null}
    </form>
  )
}

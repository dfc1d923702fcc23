import type { OnrampState } from '@latch/core'
import type { OnrampPaymentMethod } from '@latch/core/api'
import { type OnrampForm, shortenAddress } from '@latch/core/internal'
import { useId } from 'react'
import { type UseMessagesReturnType, useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { formatFiatAmount } from '../WalletSend/formatFee.ts'
import { TokenIcon } from '../WalletSend/TokenIcon.tsx'
import { type BuyMessages, buyMessages } from './messages.ts'
import { OnrampQuotes, quotesErrorText } from './OnrampQuotes.tsx'

type M = UseMessagesReturnType<BuyMessages>

const METHODS: { id: OnrampPaymentMethod; label: 'card' | 'bankAccount' }[] = [
  { id: 'card', label: 'card' },
  { id: 'bank_account', label: 'bankAccount' },
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
  const m = useMessages('buy', buyMessages)
  const { locale } = useLatchLocale()
  const fiat = (amount: string) => formatFiatAmount(amount, locale)
  const currency = onramp.paymentCurrency
  const amountError =
    form.amountErrorReason === 'invalidAmount'
      ? m.enterValidAmount
      : form.amountErrorReason === 'belowMinimum'
        ? m.t(m.minimum, { amount: fiat(form.limit.min), currency })
        : form.amountErrorReason === 'aboveMaximum'
          ? m.t(m.maximum, { amount: fiat(form.limit.max), currency })
          : undefined
  // '{token} on {network}, to your wallet {address}': the address is an element of its own.
  const tokenNote = form.token
    ? m
        .t(m.tokenNote, { token: form.token.name, network: form.token.network.display_name })
        .split('{address}')
    : []
  const loading = onramp.options.status === 'loading'
  const fallback = onramp.options.status === 'ready' && onramp.options.fallback
  const methodKey = METHODS.find((method) => method.id === onramp.paymentMethod)?.label
  const methodLabel = methodKey ? m[methodKey] : onramp.paymentMethod
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
        <legend>{m.youBuy}</legend>
        <div className="latch-onramp-tokens">
          {loading ? <span className="latch-muted">{m.loading}</span> : null}
          {!loading && !form.tokens.length ? (
            <span className="latch-muted">
              {m.t(m.noProvider, { network: form.network?.name ?? m.thisNetwork })}
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
            {tokenNote[0]}
            <span title={onramp.address}>{shortenAddress(onramp.address ?? '')}</span>
            {tokenNote[1]}
          </p>
        ) : null}
      </fieldset>

      <div className="latch-send-field">
        <label htmlFor={`${ids}a`}>{m.youPay}</label>
        <div className="latch-send-input" data-invalid={amountError ? '' : undefined}>
          <input
            id={`${ids}a`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={onramp.amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${ids}h`}
            onChange={(event) => props.onAmount(event.target.value)}
          />
          <select
            className="latch-onramp-fiat"
            aria-label={m.currency}
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
          data-state={amountError ? 'error' : undefined}
          aria-live="polite"
        >
          {amountError ??
            m.t(m.limits, {
              method: methodLabel,
              min: fiat(form.limit.min),
              max: fiat(form.limit.max),
              currency,
            })}
        </p>
      </div>

      <fieldset className="latch-onramp-group">
        <legend>{m.payWith}</legend>
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
              <span>{m[method.label]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {fallback ? (
        <p className="latch-onramp-warning" role="status">
          {m.fallback}
        </p>
      ) : null}
      <OnrampQuotes onramp={onramp} form={form} onProvider={props.onProvider} />

      <button
        type="submit"
        className="latch-button-primary latch-send-submit"
        disabled={!!form.disabledReason}
        data-action={form.disabledReason ? undefined : 'continue'}
      >
        {buttonText(form, onramp, m, fiat)}
      </button>
      {!form.disabledReason && form.quote ? (
        <p className="latch-onramp-note latch-onramp-fineprint">
          {m.t(m.fineprint, { provider: form.quote.providerName })}
        </p>
      ) : null}
    </form>
  )
}

/** The button's text: where it goes, or exactly why it can't (by core's `disabledReason`). */
function buttonText(
  form: OnrampForm,
  onramp: OnrampState,
  m: M,
  fiat: (amount: string) => string,
): string {
  const currency = onramp.paymentCurrency
  switch (form.disabledReason) {
    case 'unsupportedNetwork':
      return m.unsupportedTitle
    case 'noAccount':
      return m.connectWallet
    case 'loadingOptions':
      return m.loading
    case 'selectToken':
      return form.tokens.length ? m.selectToken : m.nothingToBuy
    case 'enterAmount':
      return m.enterAmount
    case 'invalidAmount':
      return m.enterValidAmount
    case 'belowMinimum':
      return m.t(m.minimum, { amount: fiat(form.limit.min), currency })
    case 'aboveMaximum':
      return m.t(m.maximum, { amount: fiat(form.limit.max), currency })
    case 'loadingQuotes':
      return m.gettingQuotes
    case 'quoteError':
      return onramp.quotes.status === 'error' ? quotesErrorText(onramp.quotes, m, fiat) : ''
    case 'noQuote':
      return m.noQuote
    case 'estimated':
      return m.providersUnavailable
    default:
      return m.t(m.continueWith, { provider: form.quote?.providerName ?? m.theProvider })
  }
}

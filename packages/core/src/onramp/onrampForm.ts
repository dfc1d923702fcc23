import type { OnrampNetwork, OnrampPaymentMethod, OnrampQuote } from '../api/onramp.ts'
import type { Client } from '../client/types.ts'
import { findNetwork } from '../selectors/networks.ts'
import type { CaipNetwork } from '../types/network.ts'
import { findOnrampNetwork, getOnrampLimit, isOnrampNamespace } from './onrampOptions.ts'
import type { OnrampState } from './onrampState.ts'

/** A currency the visitor can buy on the purchase's network, with that network's entry. */
export type OnrampToken = { id: string; name: string; symbol: string; network: OnrampNetwork }

/**
 * Why the form cannot continue, first reason first: `unsupportedNetwork` (SPEC §9: eip155 and
 * solana only), `noAccount`, `loadingOptions`, `selectToken`, `enterAmount`, `invalidAmount`,
 * `belowMinimum`, `aboveMaximum` (SPEC §5), `loadingQuotes`, `quoteError`, `noQuote` (no provider
 * answered), `estimated` (SPEC §7's fallback: an estimate, no provider to continue with).
 */
export type OnrampDisabledReason =
  | 'unsupportedNetwork'
  | 'noAccount'
  | 'loadingOptions'
  | 'selectToken'
  | 'enterAmount'
  | 'invalidAmount'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'loadingQuotes'
  | 'quoteError'
  | 'noQuote'
  | 'estimated'

/** What the Buy view shows for `state.onramp`, and whether (and with whom) it can continue. */
export type OnrampForm = {
  network: CaipNetwork | undefined
  /** The currencies bought on the network, in the options' order. */
  tokens: OnrampToken[]
  token: OnrampToken | undefined
  /** The payment currencies' ids. */
  fiatCurrencies: string[]
  /** The chosen method's limits in the chosen currency (SPEC §5). */
  limit: { min: string; max: string }
  /** The payment methods the currency lists (card and bank account by default). */
  paymentMethods: OnrampPaymentMethod[]
  /** Said under the amount: 'Minimum is 10.00 USD', 'Maximum is 7,500.00 USD' … */
  amountError: string | undefined
  /** Why {@link amountError} (a view says it its own way, the limit from {@link limit}). */
  amountErrorReason: 'invalidAmount' | 'belowMinimum' | 'aboveMaximum' | undefined
  /** The providers' quotes, best first (estimates marked `estimated`). */
  quotes: OnrampQuote[]
  /** The chosen provider's quote (the best one until another is picked). */
  quote: OnrampQuote | undefined
  disabledReason: OnrampDisabledReason | undefined
  /** The button's text: what it does ('Continue with Coinbase'), or why it can't. */
  label: string
}

const FIAT_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** A fiat amount as SPEC §5 Display wants numbers: en-US, 2 decimals (`'7,500.00'`). */
export function formatFiat(amount: string): string {
  const cents = toCents(amount)
  if (cents === undefined) return amount
  return FIAT_FORMAT.format(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` as never)
}

/**
 * A fiat amount in cents, or `undefined` when it is not one: digits with at most 2 decimals
 * (`'50'`, `'50.5'`, `'.5'`); a decimal comma reads as a point.
 */
export function toCents(amount: string): bigint | undefined {
  const text = amount.replace(',', '.').trim()
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text)
  if (!match || (!match[1] && !match[2])) return undefined
  return BigInt(match[1] || '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0')
}

/**
 * The on-ramp rules (SPEC §5 limits, §7 fallbacks, §9 namespaces) applied to `onramp`: what the
 * form offers, what is wrong with the amount, the quotes best first, and the button. The view
 * renders this; `openOnrampProvider` continues only when `disabledReason` is `undefined`.
 *
 * @example
 * const form = getOnrampForm(latch, latch.getState().onramp!)
 * if (!form.disabledReason) await openOnrampProvider(latch)
 */
export function getOnrampForm(client: Pick<Client, 'networks'>, onramp: OnrampState): OnrampForm {
  const network = findNetwork(client, onramp.caipNetworkId)
  const options = onramp.options.status === 'ready' ? onramp.options : undefined
  const tokens: OnrampToken[] = []
  for (const currency of options?.purchaseCurrencies ?? []) {
    const entry = network && findOnrampNetwork(currency, network)
    if (entry) {
      tokens.push({ id: currency.id, name: currency.name, symbol: currency.symbol, network: entry })
    }
  }
  const token = tokens.find((candidate) => candidate.id === onramp.purchaseCurrency)
  const fiat = options?.paymentCurrencies.find((currency) => currency.id === onramp.paymentCurrency)
  const limit = getOnrampLimit(fiat?.payment_method_limits, onramp.paymentMethod)
  const paymentMethods = fiat?.payment_method_limits.map((entry) => entry.id) ?? [
    'card',
    'bank_account',
  ]
  const amountError = getAmountError(onramp.amount, limit, onramp.paymentCurrency)
  const quotes = onramp.quotes.status === 'ready' ? onramp.quotes.quotes : []
  const quote = quotes.find((candidate) => candidate.provider === onramp.provider) ?? quotes[0]

  const reasons: [OnrampDisabledReason, boolean, string][] = [
    [
      'unsupportedNetwork',
      !network || !isOnrampNamespace(network.chainNamespace),
      'Buying is not available on this network',
    ],
    ['noAccount', !onramp.address, 'Connect a wallet'],
    ['loadingOptions', !options, 'Loading…'],
    ['selectToken', !token, tokens.length ? 'Select a token' : 'Nothing to buy on this network'],
    ['enterAmount', onramp.amount.trim() === '', 'Enter an amount'],
    ['invalidAmount', amountError?.reason === 'invalidAmount', 'Enter a valid amount'],
    ['belowMinimum', amountError?.reason === 'belowMinimum', amountError?.message ?? ''],
    ['aboveMaximum', amountError?.reason === 'aboveMaximum', amountError?.message ?? ''],
    [
      'loadingQuotes',
      onramp.quotes.status !== 'ready' && onramp.quotes.status !== 'error',
      'Getting quotes…',
    ],
    [
      'quoteError',
      onramp.quotes.status === 'error',
      onramp.quotes.status === 'error' ? onramp.quotes.message : '',
    ],
    ['noQuote', !quote, 'No provider can quote this'],
    ['estimated', !!quote?.estimated, 'Providers unavailable, try again later'],
  ]
  const blocked = reasons.find(([, applies]) => applies)
  return {
    network,
    tokens,
    token,
    fiatCurrencies: options?.paymentCurrencies.map((currency) => currency.id) ?? [],
    limit: { min: limit.min, max: limit.max },
    paymentMethods,
    amountError: amountError?.message,
    amountErrorReason: amountError?.reason,
    quotes,
    quote,
    disabledReason: blocked?.[0],
    label: blocked ? blocked[2] : `Continue with ${quote?.providerName ?? 'the provider'}`,
  }
}

/**
 * SPEC §5 per-method limits: `Minimum is {min} {currency}` / `Maximum is {max} {currency}`
 * (en-US, 2 decimals); not a fiat amount: 'Enter a valid amount'. Nothing for an empty field.
 */
function getAmountError(
  amount: string,
  limit: { min: string; max: string },
  currency: string,
): { reason: 'invalidAmount' | 'belowMinimum' | 'aboveMaximum'; message: string } | undefined {
  if (amount.trim() === '') return undefined
  const cents = toCents(amount)
  if (cents === undefined || cents === 0n) {
    return { reason: 'invalidAmount', message: 'Enter a valid amount' }
  }
  const min = toCents(limit.min)
  const max = toCents(limit.max)
  if (min !== undefined && cents < min) {
    return { reason: 'belowMinimum', message: `Minimum is ${formatFiat(limit.min)} ${currency}` }
  }
  if (max !== undefined && cents > max) {
    return { reason: 'aboveMaximum', message: `Maximum is ${formatFiat(limit.max)} ${currency}` }
  }
  return undefined
}

/** What the quotes are asked for: the form's key, or `undefined` while it is incomplete. */
export function getOnrampQuoteRequest(client: Pick<Client, 'networks'>, onramp: OnrampState) {
  const form = getOnrampForm(client, onramp)
  const blocked = form.disabledReason
  const ready =
    form.token &&
    (!blocked || ['loadingQuotes', 'quoteError', 'noQuote', 'estimated'].includes(blocked))
  if (!ready || !form.token) return undefined
  const cents = toCents(onramp.amount)!
  const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
  const body = {
    purchaseCurrency: form.token.id,
    paymentCurrency: onramp.paymentCurrency,
    amount,
    network: form.token.network.name,
    paymentMethod: onramp.paymentMethod,
  }
  return { key: JSON.stringify(body), body, token: form.token }
}

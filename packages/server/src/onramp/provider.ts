import type {
  OnrampAmount,
  OnrampNetwork,
  OnrampPaymentMethod,
  OnrampProviderId,
  OnrampPurchaseCurrency,
} from '@latch/core/api'

/** What a quote or URL is for, once checked. */
export type QuoteRequest = {
  symbol: string
  network: OnrampNetwork
  fiat: 'USD' | 'EUR'
  /** Fiat, fees included: `'50.00'`. */
  amount: string
  method: OnrampPaymentMethod
}

export type UrlRequest = QuoteRequest & {
  address: string
  orderId: string
  cryptoAmount?: string | undefined
}

/** A provider's quote, in SPEC §3's fields. */
export type ProviderQuote = {
  purchaseAmount: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  networkFee: OnrampAmount
  providerFee: OnrampAmount
  quoteId: string
}

/** A provider's order as its status API answers. */
export type ProviderOrder = {
  id?: unknown
  status?: unknown
  purchaseAmount?: unknown
  currency?: unknown
  network?: unknown
  address?: unknown
  txHash?: unknown
}

/**
 * One on-ramp provider as the routes use it. Every method throws 502 `provider_unavailable`
 * when the provider cannot be asked.
 */
export type OnrampProvider = {
  id: OnrampProviderId
  name: string
  /** What it sells (SPEC §3 shape). */
  purchaseCurrencies(): Promise<OnrampPurchaseCurrency[]>
  /** Its quote, or `undefined` when it refuses this one (a limit or currency of its own). */
  quote(request: QuoteRequest): Promise<ProviderQuote | undefined>
  /** The widget URL for this order (session token or signature made here). */
  widgetUrl(request: UrlRequest): Promise<string>
  /** The order, or `undefined` while the provider has not seen it (page not opened yet). */
  order(orderId: string): Promise<ProviderOrder | undefined>
}

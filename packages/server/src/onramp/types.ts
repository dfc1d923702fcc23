/** A Coinbase Onramp account (or the devnet's stand-in): its API, widget host and CDP key. */
export type CoinbaseOnrampConfig = {
  id: 'coinbase'
  /** @defaultValue 'Coinbase' */
  name?: string | undefined
  /** Base of the API (`POST /onramp/v1/token`, buy options and quote), e.g. `https://api.developer.coinbase.com`. */
  apiUrl: string
  /** Base of the widget (`/buy`), e.g. `https://pay.coinbase.com`. */
  widgetUrl: string
  /** The API key's name (the JWT's `kid` and `sub`). */
  apiKey: string
  /** The API key's secret: signs each call's JWT. Server-side only. */
  apiSecret: string
}

/** A MoonPay account (or the devnet's stand-in): its API, widget host and keys. */
export type MoonpayOnrampConfig = {
  id: 'moonpay'
  /** @defaultValue 'MoonPay' */
  name?: string | undefined
  /** Base of the API (`/v3/currencies…`), e.g. `https://api.moonpay.com`. */
  apiUrl: string
  /** Base of the buy widget, e.g. `https://buy.moonpay.com`. */
  widgetUrl: string
  /** The publishable key (`pk_…`), which travels in URLs. */
  apiKey: string
  /** The secret key (`sk_…`): signs widget URLs. Server-side only. */
  secretKey: string
}

/** One on-ramp provider of the server's config. */
export type OnrampProviderConfig = CoinbaseOnrampConfig | MoonpayOnrampConfig

/**
 * The `onramp` section of the server's config: the providers it quotes and sends visitors to.
 * `latch-devnet --server-config` writes the devnet's two stand-ins here with fresh keys.
 */
export type OnrampConfig = {
  providers: OnrampProviderConfig[]
  /** How long one call to a provider may take before it counts as down. @defaultValue 5000 */
  timeoutMs?: number | undefined
}

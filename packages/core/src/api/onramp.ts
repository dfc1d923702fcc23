// The on-ramp calls of the Latch server (SPEC §3 On-ramp currencies and quote, §7
// `/v1/onramp/*` and `/v1/generators/onrampurl`), defined once: the kit's Buy state reads the
// answers and `@latch/server` writes them. Field names follow SPEC §3 (the currencies keep the
// providers' snake_case, the quote SPEC's camelCase). Amounts are decimal strings in whole units.

/**
 * A way to pay the provider, with its own limits (SPEC §5 On-ramp amounts).
 *
 * @example
 * const method: OnrampPaymentMethod = 'bank_account'
 */
export type OnrampPaymentMethod = 'card' | 'bank_account'

/**
 * An on-ramp provider a Latch server can send a visitor to (SPEC §9: two, Coinbase-style and
 * MoonPay-style; a deployment may configure others).
 *
 * @example
 * const provider: OnrampProviderId = 'moonpay'
 */
export type OnrampProviderId = 'coinbase' | 'moonpay' | (string & {})

/**
 * A network a purchase currency is bought on (SPEC §3 On-ramp currencies).
 *
 * @example
 * const devnet: OnrampNetwork = {
 *   name: 'latch-devnet',
 *   display_name: 'Latch Devnet',
 *   chain_id: '31337',
 *   contract_address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
 * }
 */
export type OnrampNetwork = {
  /** The provider's name of the network: what `network` and `defaultNetwork` carry. */
  name: string
  /** The network as people read it. */
  display_name: string
  /**
   * The chain: an eip155 chain id (`'31337'`) or a CAIP-2 id (`'eip155:31337'`,
   * `'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'`).
   */
  chain_id: string
  /** The token's contract on that network; `''` for the native currency. */
  contract_address: string
}

/**
 * A currency the visitor can buy (SPEC §3 On-ramp currencies, purchase).
 *
 * @example
 * const usdc: OnrampPurchaseCurrency = { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [] }
 */
export type OnrampPurchaseCurrency = {
  /** What `purchaseCurrency` carries in a quote request. */
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

/**
 * The least and most one payment may be, in the payment currency (SPEC §5).
 *
 * @example
 * const card: OnrampPaymentMethodLimit = { id: 'card', min: '10.00', max: '7500.00' }
 */
export type OnrampPaymentMethodLimit = { id: OnrampPaymentMethod; min: string; max: string }

/**
 * A fiat currency the visitor can pay in, with its limits per payment method (SPEC §3).
 *
 * @example
 * const usd: OnrampPaymentCurrency = {
 *   id: 'USD',
 *   payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }],
 * }
 */
export type OnrampPaymentCurrency = {
  /** ISO 4217 code: `USD`, `EUR`. */
  id: string
  payment_method_limits: OnrampPaymentMethodLimit[]
}

/** What `GET /v1/onramp/options` answers (SPEC §3 On-ramp currencies). */
export type OnrampOptionsAnswer = {
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
}

/**
 * An amount of a currency, fiat or crypto (SPEC §3: amounts carry amount and currency).
 *
 * @example
 * const fee: OnrampAmount = { amount: '0.75', currency: 'USD' }
 */
export type OnrampAmount = { amount: string; currency: string }

/** The body of `POST /v1/onramp/quote` (SPEC §7, with the method and provider). */
export type OnrampQuoteBody = {
  /** A purchase currency's `id`. */
  purchaseCurrency: string
  /** A payment currency's `id`. */
  paymentCurrency: string
  /** What the visitor pays, in the payment currency (`'50'`, `'50.00'`). */
  amount: string
  /** The network's `name` (from the options). */
  network: string
  /** @defaultValue `'card'` */
  paymentMethod?: OnrampPaymentMethod
  /** Only this provider's quote. @defaultValue every provider's */
  provider?: OnrampProviderId
}

/**
 * One provider's quote (SPEC §3 On-ramp quote).
 *
 * @example
 * const quote: OnrampQuote = {
 *   provider: 'coinbase',
 *   providerName: 'Coinbase',
 *   purchaseAmount: { amount: '49.25', currency: 'USDC' },
 *   paymentSubtotal: { amount: '49.25', currency: 'USD' },
 *   paymentTotal: { amount: '50.00', currency: 'USD' },
 *   networkFee: { amount: '0', currency: 'USD' },
 *   providerFee: { amount: '0.75', currency: 'USD' },
 *   quoteId: 'q_1',
 * }
 */
export type OnrampQuote = {
  provider: OnrampProviderId
  providerName: string
  /** What the visitor receives. */
  purchaseAmount: OnrampAmount
  /** What buys the tokens, fees left out. */
  paymentSubtotal: OnrampAmount
  /** What the visitor pays, fees included. */
  paymentTotal: OnrampAmount
  networkFee: OnrampAmount
  providerFee: OnrampAmount
  quoteId: string
  /**
   * SPEC §7's fallback when the provider could not be asked: an estimate, not an offer — the
   * visitor cannot continue with it.
   */
  estimated?: true
}

/** What `POST /v1/onramp/quote` answers: one quote per provider that answered. */
export type OnrampQuoteAnswer = { quotes: OnrampQuote[] }

/**
 * The `code` of the on-ramp calls' 4xx answers: classify by it, never by `message`.
 * - `amount_below_minimum`, `amount_above_maximum` (400): outside the method's limits (SPEC §5;
 *   the answer carries `min` and `max`)
 * - `unsupported_currency`, `unsupported_network`, `unsupported_provider` (400)
 * - `provider_unavailable` (502): the provider could not be asked
 * - `invalid_body`, `invalid_parameter`, `invalid_address` (400): bad input
 * - `order_not_found` (404)
 *
 * @example
 * const limit: OnrampErrorCode[] = ['amount_below_minimum', 'amount_above_maximum']
 */
export type OnrampErrorCode =
  | 'amount_below_minimum'
  | 'amount_above_maximum'
  | 'unsupported_currency'
  | 'unsupported_network'
  | 'unsupported_provider'
  | 'provider_unavailable'
  | 'invalid_body'
  | 'invalid_parameter'
  | 'invalid_address'
  | 'order_not_found'
  | (string & {})

/**
 * The body of an on-ramp call's error answer (the server's one error shape): `min` and `max`
 * come with the limit codes.
 */
export type OnrampErrorBody = {
  error: OnrampErrorCode
  message: string
  min?: string
  max?: string
}

/** A wallet the provider may send the purchase to (`POST /v1/generators/onrampurl`). */
export type OnrampDestinationWallet = {
  address: string
  /** Network names (from the options). */
  blockchains: string[]
  /** Purchase currency ids. */
  assets: string[]
}

/** The body of `POST /v1/generators/onrampurl` (SPEC §7, with the provider and amounts). */
export type OnrampUrlBody = {
  provider: OnrampProviderId
  destinationWallets: OnrampDestinationWallet[]
  /** A network's `name`. */
  defaultNetwork: string
  /** Who the visitor is at the site (the kit sends the address). */
  partnerUserId: string
  defaultExperience: 'buy'
  /** A purchase currency's `id`. @defaultValue `destinationWallets[0].assets[0]` */
  purchaseCurrency?: string
  presetCryptoAmount?: string
  /** What the visitor pays, in `paymentCurrency`. */
  presetFiatAmount?: string
  paymentCurrency?: string
  paymentMethod?: OnrampPaymentMethod
}

/** What `POST /v1/generators/onrampurl` answers: the provider's page and the order it opens. */
export type OnrampUrlAnswer = { url: string; orderId: string }

/** Where a purchase at the provider stands. */
export type OnrampOrderStatus = 'pending' | 'completed' | 'failed'

/**
 * What `GET /v1/onramp/orders/{provider}/{orderId}` answers: the provider's order. Until the
 * visitor opens the provider's page the provider does not know it: `{ id, status: 'pending' }`.
 */
export type OnrampOrder = {
  id: string
  status: OnrampOrderStatus
  /** What the visitor receives (whole units of `currency`). */
  purchaseAmount?: string
  /** The token's symbol. */
  currency?: string
  /** A network's `name`. */
  network?: string
  address?: string
  /** The transaction that delivered the tokens, once completed. */
  txHash?: string
}

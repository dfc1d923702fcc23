import type {
  OnrampOrderStatus,
  OnrampPaymentCurrency,
  OnrampPaymentMethod,
  OnrampProviderId,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '../api/onramp.ts'
import type { RouteEntry } from '../router/views.ts'

/**
 * Where the purchase stands: the form (`form`), the provider's page being prepared (`opening`),
 * the visitor paying at the provider (`waiting`), then `success` or `failed`.
 */
export type OnrampStep = 'form' | 'opening' | 'waiting' | 'success' | 'failed'

/** What can be bought and paid with (SPEC §3 On-ramp currencies). */
export type OnrampOptionsState =
  | { status: 'loading' }
  | {
      status: 'ready'
      purchaseCurrencies: OnrampPurchaseCurrency[]
      paymentCurrencies: OnrampPaymentCurrency[]
      /**
       * SPEC §7: the options could not be read, so these are the default USDC and ETH lists
       * and SPEC §5's default limits.
       */
      fallback: boolean
    }

/** The providers' quotes for the form as it stands. */
export type OnrampQuotesState =
  /** Token, network or a valid amount missing: nothing to quote. */
  | { status: 'idle' }
  /** Asking (the quotes wait for typing to pause). */
  | { status: 'loading' }
  | {
      status: 'ready'
      /** Best first: the most received. Estimated quotes (SPEC §7 fallback) are marked. */
      quotes: OnrampQuote[]
      /** The form it answers: another form makes it stale. */
      key: string
    }
  /**
   * The server refused the form (a limit of its own, a currency it does not sell): `message` in
   * English, `reason` (with the limit, or the token's symbol) for a view to say it its own way.
   */
  | {
      status: 'error'
      message: string
      reason: OnrampQuoteErrorReason
      /** The limit passed (`'10.00'`), in `currency`, for `belowMinimum` and `aboveMaximum`. */
      limit?: string | undefined
      currency: string
      /** The token's symbol ('ETH'). */
      symbol: string
    }

/** Why the server refused to quote: a limit of its own, or a token it does not sell this way. */
export type OnrampQuoteErrorReason = 'belowMinimum' | 'aboveMaximum' | 'notSold'

/** The purchase at the provider, once its page was asked for. */
export type OnrampOrderState = {
  provider: OnrampProviderId
  providerName: string
  /** The provider's order id. */
  id: string
  /** The provider's page for this order (also offered as a link when the window was blocked). */
  url: string
  status: OnrampOrderStatus
  /** What the visitor receives, whole units (the quote's until the order says). */
  purchaseAmount: string
  /** The token's symbol. */
  currency: string
  /** The transaction that delivered the tokens, once completed. */
  txHash: string | undefined
  /** Whether the kit could open the provider's window itself (else the view offers a link). */
  windowOpened: boolean
}

/**
 * The Buy view's state (`state.onramp`), changed only by the on-ramp actions
 * (`setOnrampAmount`, `openOnrampProvider` …). It belongs to one OnRampProviders entry of the
 * history; `state.onramp` is `undefined` again once that entry leaves it (back, close).
 */
export type OnrampState = {
  /** The OnRampProviders entry this purchase belongs to. */
  entry: RouteEntry
  /** CAIP-2 id of the network bought on (the active network when the view opened). */
  caipNetworkId: string
  /** The address the tokens go to (the active account's when the view opened). */
  address: string | undefined
  options: OnrampOptionsState
  /** The purchase currency's `id`, once chosen. */
  purchaseCurrency: string | undefined
  /** The fiat currency's id (`USD`, `EUR`). */
  paymentCurrency: string
  /** What the visitor pays, as typed (whole units of `paymentCurrency`; `,` reads as `.`). */
  amount: string
  paymentMethod: OnrampPaymentMethod
  quotes: OnrampQuotesState
  /** The provider picked; the best quote's until the visitor picks another. */
  provider: OnrampProviderId | undefined
  step: OnrampStep
  order: OnrampOrderState | undefined
  /** Why it failed, while `step` is `failed`. */
  error: unknown
}

import type { ConvertQuote, ConvertToken } from '../api/convert.ts'
import type { LatchError } from '../errors/base.ts'
import type { RouteEntry } from '../router/views.ts'

/** A field of the Swap form: the token sold (`from`) or the token bought (`to`). */
export type SwapSide = 'from' | 'to'

/**
 * Where the Swap flow stands: the form, a token list (`fromTokens`, `toTokens`), the wallet
 * asked to approve the token (`approveWallet`), the approval being mined (`approvePending`),
 * the wallet asked to swap (`swapWallet`), the swap being mined (`swapPending`), then `success`
 * or `failed`.
 */
export type SwapStep =
  | 'form'
  | 'fromTokens'
  | 'toTokens'
  | 'approveWallet'
  | 'approvePending'
  | 'swapWallet'
  | 'swapPending'
  | 'success'
  | 'failed'

/** The tokens the server swaps on one network (`state.swapTokens[caip2]`). */
export type SwapTokenList =
  | { status: 'loading' }
  | { status: 'ready'; tokens: ConvertToken[] }
  /** The server routes no swaps there: 'Network not supported for Swaps' (SPEC §8). */
  | { status: 'unsupported' }
  /** The server could not be asked (offline, 5xx); asked again when the Swap view opens. */
  | { status: 'error' }

/** The quote for the form as it stands. */
export type SwapQuoteState =
  /** Tokens or amount missing: nothing to quote. */
  | { status: 'idle' }
  /** Asking for the quote of a new form (the button waits for it). */
  | { status: 'loading' }
  | {
      status: 'ready'
      quote: ConvertQuote
      /** The form it answers (see `getSwapQuoteRequest`): another form makes it stale. */
      key: string
      /**
       * Base units of the sold token the swap contract may spend; `undefined` for the native
       * currency (nothing to approve).
       */
      allowance: bigint | undefined
      /** When it was received (ms since epoch). */
      at: number
      /** A refresh of the same form is on its way (the quote shown stays usable). */
      refreshing: boolean
    }
  /** No pool path joins the two tokens, or the pools cannot fill the amount. */
  | { status: 'noRoute' }
  /**
   * `message` says why (a Latch error's short message, else 'Quote unavailable'); `error` is that
   * Latch error, by which a view translates it.
   */
  | { status: 'error'; message: string; error?: LatchError | undefined }

/**
 * SPEC §2 Swap view state (`state.swap`): what the Swap view shows, changed only by the swap
 * actions (`setSwapToken`, `setSwapAmount`, `flipSwap`, `submitSwap` …). It belongs to one Swap
 * entry of the history; `state.swap` is `undefined` again once that entry leaves it (back,
 * close).
 */
export type SwapState = {
  /** The Swap entry this swap belongs to. */
  entry: RouteEntry
  /** CAIP-2 id of the network the swap is made on (the active eip155 network when it opened). */
  caipNetworkId: string
  /** CAIP-10 id of the token sold (as the server lists it), once chosen. */
  fromToken: string | undefined
  /** CAIP-10 id of the token bought, once chosen. */
  toToken: string | undefined
  /** The amount sold, in whole units: typed, or the quote's when `side` is `to`. */
  fromAmount: string
  /** The amount bought, in whole units: typed, or the quote's when `side` is `from`. */
  toAmount: string
  /** The field the visitor typed in last: its amount is exact, the other one is quoted. */
  side: SwapSide
  /** What the token list's search field holds. */
  search: string
  /** USD prices by lower-case CAIP-10 id (`POST /v1/fungible/price`), as far as known. */
  prices: Record<string, number>
  quote: SwapQuoteState
  step: SwapStep
  /** The approval's transaction hash, once the wallet sent it. */
  approvalHash: string | undefined
  /** The swap's transaction hash, once the wallet sent it. */
  hash: string | undefined
  /** What the swap sent was built for: the amounts the success screen shows. */
  submitted: SwapSubmission | undefined
  /** Why the swap failed, while `step` is `failed` (a LatchError, or the wallet's own error). */
  error: unknown
}

/** The amounts of the swap transaction the wallet was asked to send (base units). */
export type SwapSubmission = {
  fromAmount: bigint
  /** The quote's amount at build time. */
  toAmount: bigint
  /** The least the swap accepts (slippage applied): below it, it reverts on chain. */
  toAmountMin: bigint
}

import type { ConvertQuote } from '../api/convert.ts'
import type { Client } from '../client/types.ts'
import { findNetwork } from '../selectors/networks.ts'
import { checkSendAmount, type SendAmountCheck } from '../send/amount.ts'
import type { LatchState } from '../types/state.ts'
import { formatUnits } from '../utils/formatUnits.ts'
import { parseUnits } from '../utils/parseUnits.ts'
import { APPROVE_GAS_ESTIMATE, SWAP_SLIPPAGE_PERCENT } from './constants.ts'
import { formatSignificant } from './formatSignificant.ts'
import type { SwapSide, SwapState } from './swapState.ts'
import { findSwapToken, getSwapTokens, type SwapToken } from './swapTokens.ts'

/** What the form asks a quote for: both tokens and the exact side's amount in base units. */
export type SwapQuoteRequest = {
  /** Same key, same quote: a new key makes the quote shown stale. */
  key: string
  from: SwapToken
  to: SwapToken
  side: SwapSide
  /** Base units of the exact side's token (`from` when `side` is `from`). */
  amount: bigint
}

/**
 * Why the Swap button can't be pressed, checked in this order (the first that applies):
 * the network has no swaps, the token list is loading, a token is missing, no amount, an
 * amount that is not a number, more than the balance, the quote is on its way, no route, the
 * quote failed, the native balance not known yet, not enough of the native currency left for
 * the network fee.
 */
export type SwapDisabledReason =
  | 'unsupportedNetwork'
  | 'tokensLoading'
  | 'selectToken'
  | 'noAmount'
  | 'invalidAmount'
  | 'insufficientBalance'
  | 'quoteLoading'
  | 'noRoute'
  | 'quoteError'
  | 'balanceLoading'
  | 'insufficientGas'

/** The network fee of what the button does next, in the native currency and in USD. */
export type SwapFee = {
  /** Wei. */
  value: bigint
  /** Whole units (`'0.00012'`). */
  formatted: string
  symbol: string
  /** USD, when the native currency's price is known. */
  usd: number | undefined
}

/** What the Swap form shows, read from `state.swap`, the token list and the balances. */
export type SwapForm = {
  /** The tokens the server swaps here, with balances and prices. */
  tokens: SwapToken[]
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** The sold amount checked against the balance of `from`. */
  amountCheck: SendAmountCheck
  /** The quote for the form as it stands (none while a new one is on its way). */
  quote: ConvertQuote | undefined
  /** What one `from` buys in `to` at the quote (`'0.9969'`). */
  rate: string | undefined
  /** Percent lost against market prices (`priceImpact` of the quote); null when unknown. */
  priceImpact: number | null | undefined
  /** The least the swap accepts, in whole units of `to` (the quote less 1 % slippage). */
  minimumReceived: string | undefined
  /** Base units of {@link minimumReceived}. */
  minimumReceivedValue: bigint | undefined
  /** The network fee: the swap's, plus the approval's while one is needed. */
  fee: SwapFee | undefined
  /** The swap contract may not spend the amount yet: the button approves first. */
  needsApproval: boolean
  /** What the button does when it can be pressed. */
  action: 'approve' | 'swap'
  disabledReason: SwapDisabledReason | undefined
  /** The button's text: what it does, or exactly why it can't (English; a view translates by `disabledReason`). */
  label: string
  /** The network's native currency ('ETH'): what pays the fee. */
  nativeSymbol: string
}

/**
 * The quote `swap` asks for, once both tokens are known and the exact side holds a valid amount
 * above 0 (whether the balance covers it or not: the visitor sees the price either way).
 */
export function getSwapQuoteRequest(
  state: Pick<LatchState, 'accounts' | 'swapTokens'>,
  swap: SwapState,
  tokens: readonly SwapToken[] = getSwapTokens(state, swap),
): SwapQuoteRequest | undefined {
  const from = findSwapToken(tokens, swap.fromToken)
  const to = findSwapToken(tokens, swap.toToken)
  if (!from || !to || from.address === to.address) return undefined
  const text = swap.side === 'from' ? swap.fromAmount : swap.toAmount
  const amount = toBaseUnits(text, swap.side === 'from' ? from.decimals : to.decimals)
  if (!amount) return undefined
  const address = state.accounts.eip155?.address ?? ''
  return {
    key: [from.address, to.address, swap.side, amount, address].join('|').toLowerCase(),
    from,
    to,
    side: swap.side,
    amount,
  }
}

function toBaseUnits(text: string, decimals: number): bigint | undefined {
  try {
    const value = parseUnits(text, decimals)
    return value > 0n ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The Swap form as it stands: the tokens with their balances, the amounts, the quote (rate,
 * price impact, minimum received with SPEC §9's 1 % slippage, the network fee in the native
 * currency and USD), whether an approval comes first (only when the allowance is short of the
 * amount), and the button: its action, or exactly why it is disabled.
 */
export function getSwapForm(
  client: Pick<Client, 'networks'>,
  state: Pick<LatchState, 'accounts' | 'swapTokens'>,
  swap: SwapState,
): SwapForm {
  const nativeSymbol = findNetwork(client, swap.caipNetworkId)?.nativeCurrency.symbol ?? 'ETH'
  const list = state.swapTokens?.[swap.caipNetworkId]
  const tokens = getSwapTokens(state, swap)
  const from = findSwapToken(tokens, swap.fromToken)
  const to = findSwapToken(tokens, swap.toToken)
  const amountCheck = from
    ? checkSendAmount(swap.fromAmount, from.decimals, from.quantity.numeric)
    : 'empty'
  const request = getSwapQuoteRequest(state, swap, tokens)
  const ready = swap.quote.status === 'ready' && swap.quote.key === request?.key
  const quote = ready && swap.quote.status === 'ready' ? swap.quote : undefined
  const needsApproval =
    !!quote &&
    !!from &&
    !from.isNative &&
    quote.allowance !== undefined &&
    quote.allowance < BigInt(quote.quote.fromAmount)
  const native = tokens.find((token) => token.isNative)
  const fee = quote ? getSwapFee(quote.quote, needsApproval, nativeSymbol, native) : undefined
  const minimum = quote ? getMinimumReceived(BigInt(quote.quote.toAmount)) : undefined

  const disabledReason = ((): SwapDisabledReason | undefined => {
    if (list?.status === 'unsupported') return 'unsupportedNetwork'
    if (list?.status !== 'ready') return 'tokensLoading'
    if (!from || !to) return 'selectToken'
    if (amountCheck === 'empty' && !(swap.side === 'to' && swap.toAmount)) return 'noAmount'
    if (!request && swap.side === 'to') return 'invalidAmount'
    if (amountCheck === 'invalid') return 'invalidAmount'
    if (amountCheck === 'tooMany') return 'insufficientBalance'
    if (!quote) {
      if (swap.quote.status === 'noRoute') return 'noRoute'
      if (swap.quote.status === 'error') return 'quoteError'
      return 'quoteLoading'
    }
    const account = state.accounts.eip155
    if (account?.balance === undefined && account?.tokenBalanceStatus !== 'ready') {
      return 'balanceLoading'
    }
    const nativeHeld = toBaseUnits(native?.quantity.numeric ?? '0', native?.decimals ?? 18) ?? 0n
    const sold = from.isNative ? BigInt(quote.quote.fromAmount) : 0n
    if (nativeHeld < sold + getFeeReserve(fee?.value ?? 0n)) return 'insufficientGas'
    return undefined
  })()

  return {
    tokens,
    from,
    to,
    amountCheck,
    quote: quote?.quote,
    rate: quote && from && to ? getRate(quote.quote, from, to) : undefined,
    priceImpact: quote?.quote.priceImpact,
    minimumReceived: minimum !== undefined && to ? formatUnits(minimum, to.decimals) : undefined,
    minimumReceivedValue: minimum,
    fee,
    needsApproval,
    action: needsApproval ? 'approve' : 'swap',
    disabledReason,
    label: getSwapButtonLabel(disabledReason, needsApproval, from, nativeSymbol),
    nativeSymbol,
  }
}

/**
 * The native currency a wallet wants to hold back for a transaction of network fee `fee`: it
 * sets the gas limit above the estimate and the fee per gas up to about twice the current one
 * (room for the base fee to rise), and refuses a transaction the balance can't cover so. Max
 * leaves this much, and the button asks for it ("Not enough ETH for the network fee").
 */
export function getFeeReserve(fee: bigint): bigint {
  // 1.2 × the gas, 2 × the price.
  return (fee * 12n) / 5n
}

/** The least a swap quoted at `toAmount` accepts: SPEC §9's 1 % slippage, rounded down. */
export function getMinimumReceived(toAmount: bigint): bigint {
  return (toAmount * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n
}

function getSwapFee(
  quote: ConvertQuote,
  needsApproval: boolean,
  symbol: string,
  native: SwapToken | undefined,
): SwapFee {
  const value =
    BigInt(quote.fee) + (needsApproval ? APPROVE_GAS_ESTIMATE * BigInt(quote.gasPrice) : 0n)
  const formatted = formatUnits(value, native?.decimals ?? 18)
  const usd = native?.price === undefined ? undefined : Number(formatted) * native.price
  return { value, formatted, symbol, usd }
}

function getRate(quote: ConvertQuote, from: SwapToken, to: SwapToken): string | undefined {
  const sold = BigInt(quote.fromAmount)
  if (sold === 0n) return undefined
  const perWhole = (BigInt(quote.toAmount) * 10n ** BigInt(from.decimals)) / sold
  return formatSignificant(formatUnits(perWhole, to.decimals))
}

function getSwapButtonLabel(
  reason: SwapDisabledReason | undefined,
  needsApproval: boolean,
  from: SwapToken | undefined,
  nativeSymbol: string,
): string {
  switch (reason) {
    case 'unsupportedNetwork':
      return 'Network not supported for Swaps'
    case 'tokensLoading':
      return 'Loading tokens…'
    case 'selectToken':
      return 'Select a token'
    case 'noAmount':
      return 'Enter an amount'
    case 'invalidAmount':
      return 'Enter a valid amount'
    case 'insufficientBalance':
      return `Not enough ${from?.symbol ?? ''}`.trim()
    case 'quoteLoading':
      return 'Getting a quote…'
    case 'noRoute':
      return 'No route for this pair'
    case 'quoteError':
      return 'Quote unavailable'
    case 'balanceLoading':
      return 'Loading balances…'
    case 'insufficientGas':
      return `Not enough ${nativeSymbol} for the network fee`
    default:
      return needsApproval ? `Approve ${from?.symbol ?? ''}`.trim() : 'Swap'
  }
}

import type { OnrampQuote, OnrampQuoteBody } from '../api/onramp.ts'
import { ONRAMP_ESTIMATE_FEE_PERCENT, USD_STABLECOINS } from './constants.ts'
import { formatFiat, toCents } from './onrampForm.ts'

/** The `provider` of the kit's own estimate: no provider stands behind it. */
export const ESTIMATE_PROVIDER = 'estimate'

/**
 * SPEC §7 "On-ramp quote failure falls back to a mocked quote": an estimate made without any
 * provider, marked `estimated`, reckoning SPEC §9's highest fee (2 %). Only a US-dollar
 * stablecoin bought with US dollars has a known price; anything else leaves the amount received
 * empty (unknown). Nobody can be paid with it.
 */
export function estimateQuote(body: OnrampQuoteBody, symbol: string): OnrampQuote {
  const cents = toCents(body.amount) ?? 0n
  const fee = (cents * BigInt(ONRAMP_ESTIMATE_FEE_PERCENT) + 99n) / 100n
  const text = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`
  const fiat = (value: bigint) => ({ amount: text(value), currency: body.paymentCurrency })
  const priced = body.paymentCurrency === 'USD' && USD_STABLECOINS.includes(symbol.toUpperCase())
  return {
    provider: ESTIMATE_PROVIDER,
    providerName: 'Estimate',
    purchaseAmount: { amount: priced ? text(cents - fee) : '', currency: symbol },
    paymentSubtotal: fiat(cents - fee),
    paymentTotal: fiat(cents),
    networkFee: fiat(0n),
    providerFee: fiat(fee),
    quoteId: `estimate-${formatFiat(text(cents))}`,
    estimated: true,
  }
}

import type { OnrampPaymentMethodLimit } from '../api/onramp.ts'

/** How long typing must pause before the quotes are asked (as the swap form waits). */
export const ONRAMP_QUOTE_WAIT_MS = 300

/** How often the order is read while the visitor pays at the provider. */
export const ONRAMP_ORDER_POLL_MS = 2_000

/** How long the order is followed before the view stops waiting (the provider keeps it). */
export const ONRAMP_ORDER_WATCH_MS = 30 * 60_000

/** SPEC §9: provider fees range from 1 to 2 %; an estimate (SPEC §7 fallback) reckons the most. */
export const ONRAMP_ESTIMATE_FEE_PERCENT = 2

/** SPEC §5 On-ramp amounts: the default limits per payment method. */
export const DEFAULT_ONRAMP_LIMITS: readonly OnrampPaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
]

/** SPEC §5: the default payment currencies. */
export const DEFAULT_ONRAMP_FIAT = ['USD', 'EUR'] as const

/** Stablecoins worth one US dollar: what an estimate can price without a provider. */
export const USD_STABLECOINS: readonly string[] = ['USDC', 'USDT', 'DAI']

/**
 * SPEC §7: when the options cannot be read, the default USDC and ETH lists. Their networks are
 * the site's own (see `getDefaultOnrampOptions`); the contract address is unknown there.
 */
export const DEFAULT_ONRAMP_CURRENCIES: readonly { id: string; name: string; symbol: string }[] = [
  { id: 'USDC', name: 'USD Coin', symbol: 'USDC' },
  { id: 'ETH', name: 'Ether', symbol: 'ETH' },
]

import type { OnrampAsset } from './assets.ts'

/** Fiat currencies the stand-ins take. */
export const ONRAMP_FIAT = ['USD', 'EUR'] as const
export type OnrampFiat = (typeof ONRAMP_FIAT)[number]

/** Payment methods, in the kit's words. */
export type OnrampMethod = 'card' | 'bank_account'

/**
 * Fixed prices in cents of each fiat currency (no market offline): ETH at 3,000 USD as the Latch
 * server's price table, 1 EUR = 1.08 USD.
 */
export const ONRAMP_PRICES_CENTS: Record<OnrampFiat, Record<OnrampAsset['symbol'], bigint>> = {
  USD: { USDC: 100n, ETH: 300_000n },
  EUR: { USDC: 93n, ETH: 277_778n },
}

/** Per-method limits in cents (SPEC §5): card 10.00–7,500.00, bank account 10.00–25,000.00. */
export const ONRAMP_LIMITS_CENTS: Record<OnrampMethod, { min: bigint; max: bigint }> = {
  card: { min: 1_000n, max: 750_000n },
  bank_account: { min: 1_000n, max: 2_500_000n },
}

/** A provider's fees: a share of the total in basis points and a fixed network fee in cents. */
export type OnrampFees = { providerBps: bigint; networkCents: bigint }

/** A priced purchase: every amount exact. */
export type OnrampPrice = {
  fiat: OnrampFiat
  totalCents: bigint
  providerFeeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** What paying credits, in the token's base units. */
  baseUnits: bigint
}

/**
 * Prices `totalCents` of `fiat` (fees included) in `asset`: the provider fee rounded down to a
 * cent, the rest buys the token at the fixed price, cut to the asset's quantum.
 */
export function priceOnramp(
  asset: OnrampAsset,
  fiat: OnrampFiat,
  totalCents: bigint,
  fees: OnrampFees,
): OnrampPrice {
  // Rounded down: up, 1 % of 10.01 (0.11) plus MoonPay's 0.10 would pass SPEC §9's 2 %.
  const providerFeeCents = (totalCents * fees.providerBps) / 10_000n
  const networkFeeCents = fees.networkCents
  const subtotalCents = totalCents - providerFeeCents - networkFeeCents
  const price = ONRAMP_PRICES_CENTS[fiat][asset.symbol]
  const step = 10n ** BigInt(asset.decimals - asset.quantum)
  const raw = subtotalCents > 0n ? (subtotalCents * 10n ** BigInt(asset.decimals)) / price : 0n
  return {
    fiat,
    totalCents,
    providerFeeCents,
    networkFeeCents,
    subtotalCents,
    baseUnits: (raw / step) * step,
  }
}

/** Reads a fiat amount (`50`, `50.5`, `50.00`) as cents; `undefined` if it is not one. */
export function parseCents(text: string | null | undefined): bigint | undefined {
  if (!text || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** Cents as `49.25`. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
}

/** Base units as a decimal string with the asset's quantum (`49.250000`, `0.01641666`). */
export function formatUnitsFixed(units: bigint, asset: OnrampAsset): string {
  const scale = 10n ** BigInt(asset.decimals)
  const fraction = (units % scale).toString().padStart(asset.decimals, '0').slice(0, asset.quantum)
  return `${units / scale}.${fraction}`
}

/** The limit a payment breaks, if any. */
export function limitBroken(
  method: OnrampMethod,
  cents: bigint,
): { code: 'amount_below_minimum' | 'amount_above_maximum'; message: string } | undefined {
  const { min, max } = ONRAMP_LIMITS_CENTS[method]
  if (cents < min)
    return { code: 'amount_below_minimum', message: `Minimum is ${formatCents(min)}` }
  if (cents > max)
    return { code: 'amount_above_maximum', message: `Maximum is ${formatCents(max)}` }
  return undefined
}

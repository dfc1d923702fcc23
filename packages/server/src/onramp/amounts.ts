import type { OnrampPaymentCurrency, OnrampPaymentMethod } from '@latch/core/api'
import { OnrampError } from './OnrampError.ts'

/** Fiat currencies the visitor may pay in (SPEC §5). */
export const ONRAMP_FIAT = ['USD', 'EUR'] as const

/** Per-method limits in cents (SPEC §5): card 10.00–7,500.00, bank account 10.00–25,000.00. */
export const ONRAMP_LIMITS: Record<OnrampPaymentMethod, { min: bigint; max: bigint }> = {
  card: { min: 1_000n, max: 750_000n },
  bank_account: { min: 1_000n, max: 2_500_000n },
}

export const ONRAMP_METHODS = Object.keys(ONRAMP_LIMITS) as OnrampPaymentMethod[]

/** SPEC §3 payment currencies with their limits, as `GET /v1/onramp/options` lists them. */
export function paymentCurrencies(): OnrampPaymentCurrency[] {
  return ONRAMP_FIAT.map((id) => ({
    id,
    payment_method_limits: ONRAMP_METHODS.map((method) => ({
      id: method,
      min: formatCents(ONRAMP_LIMITS[method].min),
      max: formatCents(ONRAMP_LIMITS[method].max),
    })),
  }))
}

/** A fiat amount (`'50'`, `'50.5'`, `'50.00'` or a number) in cents; 400 otherwise. */
export function parseFiatAmount(value: unknown, name: string): bigint {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(text)) {
    throw new OnrampError(
      400,
      'invalid_parameter',
      `${name} must be an amount like 50 or 50.00 (at most 2 decimals)`,
    )
  }
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** `'USD'` or `'EUR'` (any case); 400 `unsupported_currency` otherwise. */
export function parseFiat(value: unknown, name = 'paymentCurrency'): (typeof ONRAMP_FIAT)[number] {
  const upper = typeof value === 'string' ? value.toUpperCase() : ''
  const fiat = ONRAMP_FIAT.find((id) => id === upper)
  if (!fiat) {
    throw new OnrampError(
      400,
      'unsupported_currency',
      `${name} must be one of ${ONRAMP_FIAT.join(', ')}`,
    )
  }
  return fiat
}

/** `'card'` (when absent) or `'bank_account'`; 400 otherwise. */
export function parseMethod(value: unknown): OnrampPaymentMethod {
  if (value === undefined) return 'card'
  if (typeof value === 'string' && (ONRAMP_METHODS as string[]).includes(value)) {
    return value as OnrampPaymentMethod
  }
  throw new OnrampError(
    400,
    'invalid_parameter',
    `paymentMethod must be one of ${ONRAMP_METHODS.join(', ')}`,
  )
}

/**
 * Refuses an amount outside the method's limits (SPEC §5) with the kit's message, `Minimum is
 * 10.00 USD` or `Maximum is 7,500.00 USD`, and the limits as fields.
 */
export function checkLimits(cents: bigint, method: OnrampPaymentMethod, fiat: string): void {
  const { min, max } = ONRAMP_LIMITS[method]
  const extra = { min: formatCents(min), max: formatCents(max), currency: fiat }
  if (cents < min) {
    throw new OnrampError(
      400,
      'amount_below_minimum',
      `Minimum is ${formatGrouped(min)} ${fiat}`,
      extra,
    )
  }
  if (cents > max) {
    throw new OnrampError(
      400,
      'amount_above_maximum',
      `Maximum is ${formatGrouped(max)} ${fiat}`,
      extra,
    )
  }
}

/** Cents as `7500.00`. */
export function formatCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}

/** Cents as `7,500.00` (SPEC §5 display: en-US, 2 decimals). */
export function formatGrouped(cents: bigint): string {
  return `${(cents / 100n).toLocaleString('en-US')}.${(cents % 100n).toString().padStart(2, '0')}`
}

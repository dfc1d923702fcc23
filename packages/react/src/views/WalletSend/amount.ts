import { parseUnits } from '@latch/core'

/** What the amount field holds, checked against the token's balance. */
export type AmountCheck = 'empty' | 'invalid' | 'tooMany' | 'ok'

/**
 * Checks typed text as an amount of a token with `decimals`, against the balance (whole units).
 * 'invalid' covers zero, signs, letters and more fraction digits than the token has.
 */
export function checkAmount(text: string, decimals: number, balance: string): AmountCheck {
  if (!text) return 'empty'
  let value: bigint
  try {
    value = parseUnits(text, decimals)
  } catch {
    return 'invalid'
  }
  if (value === 0n) return 'invalid'
  const [whole = '0', fraction = ''] = balance.split('.')
  let held = 0n
  try {
    held = parseUnits(`${whole}.${fraction.slice(0, decimals)}`, decimals)
  } catch {}
  return value > held ? 'tooMany' : 'ok'
}

/**
 * The most that can be sent: the whole balance of a token; for the native currency, the balance
 * less the network fee (when it is known), never below zero.
 */
export function maxAmount(
  balance: string,
  decimals: number,
  fee: { value: bigint } | undefined,
  isNative: boolean,
): string {
  const [whole = '0', fraction = ''] = balance.split('.')
  const trimmed = fraction.slice(0, decimals)
  if (!isNative || !fee) return trimmed ? `${whole}.${trimmed}` : whole
  const left = parseUnits(`${whole}.${trimmed}`, decimals) - fee.value
  if (left <= 0n) return '0'
  const digits = left.toString().padStart(decimals + 1, '0')
  const cut = digits.length - decimals
  const rest = digits.slice(cut).replace(/0+$/, '')
  return rest ? `${digits.slice(0, cut)}.${rest}` : digits.slice(0, cut)
}

/** A fee in whole native units, short: 3 significant digits (`0.000042`, `0.00204`). */
export function formatFee(formatted: string): string {
  const value = Number(formatted)
  if (value === 0) return '0'
  if (value < 0.000001) return '< 0.000001'
  return value.toLocaleString('en-US', { maximumSignificantDigits: 3, maximumFractionDigits: 9 })
}

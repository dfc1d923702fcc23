import { parseUnits } from '../utils/parseUnits.ts'

/** What the amount field holds, checked against the token's balance. */
export type SendAmountCheck = 'empty' | 'invalid' | 'tooMany' | 'ok'

/**
 * Checks typed text as an amount of a token with `decimals`, against the balance (whole units).
 * 'invalid' covers zero, signs, letters and more fraction digits than the token has.
 */
export function checkSendAmount(text: string, decimals: number, balance: string): SendAmountCheck {
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
export function getMaxSendAmount(
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

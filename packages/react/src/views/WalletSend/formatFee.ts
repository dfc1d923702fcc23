import { numberFormat } from '@latch/core/internal'

/**
 * A fee in whole native units, short: 3 significant digits (`0.000042`, `0.00204`), written the
 * `locale`'s way (`'en'`: en-US; `'de'`: `0,000042`).
 */
export function formatFee(formatted: string, locale = 'en'): string {
  const format = numberFormat(locale, 'fee', {
    maximumSignificantDigits: 3,
    maximumFractionDigits: 9,
  })
  const value = Number(formatted)
  if (value === 0) return format.format(0)
  if (value < 0.000001) return `< ${format.format(0.000001)}`
  return format.format(value)
}

/**
 * An amount as typed (`'1.5'`), digit for digit, written the `locale`'s way (`'de'`: `1,5`);
 * English shows it as typed. Anything that is not a decimal number is shown as it is.
 */
export function formatTypedAmount(amount: string, locale = 'en'): string {
  const text = amount.trim()
  if (locale === 'en' || !/^\d*\.?\d+$|^\d+\.$/.test(text)) return amount
  return numberFormat(locale, 'typed', { maximumFractionDigits: 20, useGrouping: false }).format(
    text as never,
  )
}

/** A percentage (`0.25` → `0.25%`, `'de'`: `0,25 %`): 2 decimals, at least `minDigits`. */
export function formatPercent(percent: number, locale = 'en', minDigits = 2): string {
  return numberFormat(locale, `percent${minDigits}`, {
    style: 'percent',
    minimumFractionDigits: minDigits,
    maximumFractionDigits: 2,
  }).format(percent / 100)
}

/**
 * A fiat amount with 2 decimals (`'7500'` → `7,500.00`; `'de'`: `7.500,00`), digit for digit.
 * Anything that is not an amount is shown as it is.
 */
export function formatFiatAmount(amount: string, locale = 'en'): string {
  const text = amount.replace(',', '.').trim()
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return amount
  return numberFormat(locale, 'fiat', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(text as never)
}

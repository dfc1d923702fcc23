import { intlTag, numberFormat } from '@latch/core/internal'
import type { Message } from './types.ts'

/** The values a message's `{name}` placeholders take. */
export type MessageValues = { readonly [name: string]: string | number }

const plurals = new Map<string, Intl.PluralRules>()

function pluralRules(locale: string): Intl.PluralRules {
  let rules = plurals.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(intlTag(locale))
    plurals.set(locale, rules)
  }
  return rules
}

/**
 * The text of `message` in `locale`: a plural picks its form by `values.count`
 * (`Intl.PluralRules`), then each `{name}` is replaced by its value, numbers written the locale's
 * way. A placeholder with no value stays as it is, so a mistake shows rather than vanishes. In
 * Arabic and Hebrew each value is a bidi isolate, so it keeps its own reading order.
 *
 * @example
 * formatMessage({ one: '{count} wallet', other: '{count} wallets' }, { count: 1200 }, 'en')
 * // '1,200 wallets'
 */
export function formatMessage(message: Message, values: MessageValues = {}, locale = 'en'): string {
  let text: string
  if (typeof message === 'string') text = message
  else {
    const count = Number(values.count ?? 0)
    const category = pluralRules(locale).select(count)
    text = message[category] ?? message.other
  }
  // In a right-to-left sentence each value is isolated (U+2068 … U+2069, "first strong"): an
  // amount with its symbol, an address or a Latin name keeps its own order instead of being
  // reordered with the Arabic or Hebrew around it ("10,000.000 ETH", not "ETH 10,000.000").
  const isolate = /^(ar|he)\b/.test(locale)
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) return placeholder
    const written =
      typeof value === 'number' ? numberFormat(locale, 'plain', {}).format(value) : value
    return isolate ? `\u2068${written}\u2069` : written
  })
}

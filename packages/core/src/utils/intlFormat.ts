// Building an Intl formatter is the slow part of formatting: keep one per locale and shape.
const formats = new Map<string, Intl.NumberFormat>()

/** The tag `Intl` gets for a Latch locale: `'en'` is SPEC §5's en-US, the others as they are. */
export function intlTag(locale: string): string {
  return locale === 'en' ? 'en-US' : locale
}

/**
 * A cached `Intl.NumberFormat` for `locale` (`'en'` formats as en-US, SPEC §5's format); `kind`
 * names `options` in the cache. A negative zero is written without its sign.
 *
 * @example
 * numberFormat('de', 'fee', { maximumSignificantDigits: 3 }).format(0.000042) // '0,000042'
 */
export function numberFormat(
  locale: string,
  kind: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale} ${kind}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), { signDisplay: 'negative', ...options })
    formats.set(key, format)
  }
  return format
}

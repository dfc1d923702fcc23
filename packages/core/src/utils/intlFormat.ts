// Building an Intl formatter is the slow part of formatting: keep one per locale and shape.
const formats = new Map<string, Intl.NumberFormat>()

/**
 * A cached `Intl.NumberFormat` for `locale` (`'en'` formats as en-US, SPEC §5's format); `kind`
 * names `options` in the cache.
 */
export function numberFormat(
  locale: string,
  kind: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const tag = locale === 'en' ? 'en-US' : locale
  const key = `${tag} ${kind}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, { signDisplay: 'negative', ...options })
    formats.set(key, format)
  }
  return format
}

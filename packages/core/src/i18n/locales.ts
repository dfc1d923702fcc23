/**
 * The languages the modal speaks. English is built in; each other one is a catalogue that loads
 * on demand (`@latch/react` loads one chunk per language, only when it is chosen).
 */
export const LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'pt-BR',
  'ja',
  'ko',
  'zh-CN',
  'tr',
  'ru',
  'ar',
  'he',
] as const

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number]

/** The languages written right to left. */
const RIGHT_TO_LEFT: readonly string[] = ['ar', 'he']

/**
 * The supported locale that best fits `requested`: a BCP 47 tag or a list in order of preference
 * (`navigator.languages`). A tag matches a locale by its language (`de-AT` → `de`, `pt-PT` →
 * `pt-BR`, `zh-Hans-SG` → `zh-CN`); Chinese in traditional script (`zh-TW`, `zh-HK`, `zh-Hant`)
 * has no catalogue yet and moves on to the next preference. Nothing that fits gives `'en'`.
 *
 * @example
 * matchLocale(['de-AT', 'en']) // 'de'
 * matchLocale('iw') // 'he' (the old code for Hebrew)
 */
export function matchLocale(
  requested: string | readonly (string | undefined)[] | undefined,
): Locale {
  for (const tag of typeof requested === 'string' ? [requested] : (requested ?? [])) {
    const lower = String(tag ?? '').toLowerCase()
    const language = lower.split(/[-_]/)[0]
    if (language === 'zh' && /-(tw|hk|mo|hant)\b/.test(lower)) continue
    const found = LOCALES.find(
      (locale) => locale.toLowerCase() === lower || locale.split('-')[0] === language,
    )
    if (found) return found
    if (language === 'iw') return 'he'
  }
  return 'en'
}

/** `'rtl'` for Arabic and Hebrew, else `'ltr'`. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.includes(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr'
}

/** The visitor's languages in order of preference, or none outside a browser. */
export function browserLanguages(): readonly string[] {
  const navigator = (
    globalThis as { navigator?: { languages?: readonly string[]; language?: string } }
  ).navigator
  return navigator?.languages?.length
    ? navigator.languages
    : navigator?.language
      ? [navigator.language]
      : []
}

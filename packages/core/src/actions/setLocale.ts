import type { Client } from '../client/types.ts'
import { InvalidOptionError } from '../errors/options.ts'
import { type Locale, matchLocale } from '../i18n/locales.ts'

/** A BCP 47 language tag (`'de'`, `'pt-BR'`, `'ar-EG'` …). */
export type SetLocaleParameters = string
/** The supported locale the modal now speaks (see `LOCALES`). */
export type SetLocaleReturnType = Locale
/** What {@link setLocale} may throw, by class. */
export type SetLocaleErrorType = InvalidOptionError

/**
 * Switches the modal's language. The tag is matched to the supported locales by language
 * (`de-AT` → `de`); a language with no catalogue falls back to English. Throws
 * InvalidOptionError for anything that is not a non-empty string.
 *
 * @example
 * latch.setLocale('ja')
 */
export function setLocale(client: Client, locale: SetLocaleParameters): SetLocaleReturnType {
  if (typeof locale !== 'string' || !locale) {
    throw new InvalidOptionError('locale', `expected a language tag, got ${String(locale)}`)
  }
  const matched = matchLocale(locale)
  client.store.setState({ locale: matched })
  return matched
}

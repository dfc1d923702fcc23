import type { Locale } from '@latch/core'
import type { Catalogue } from './types.ts'

// One chunk per language, fetched only when that language is chosen (English is built into the
// views). Each entry is its own import() so a bundler splits each language into its own file.
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('../locales/es/es.ts'),
  fr: () => import('../locales/fr/fr.ts'),
  de: () => import('../locales/de/de.ts'),
  'pt-BR': () => import('../locales/pt-BR/pt-BR.ts'),
  ja: () => import('../locales/ja/ja.ts'),
  ko: () => import('../locales/ko/ko.ts'),
  'zh-CN': () => import('../locales/zh-CN/zh-CN.ts'),
  tr: () => import('../locales/tr/tr.ts'),
  ru: () => import('../locales/ru/ru.ts'),
  ar: () => import('../locales/ar/ar.ts'),
  he: () => import('../locales/he/he.ts'),
}

// Catalogues are static data: one cache for the page, whichever client asked first.
const loaded = new Map<Locale, Catalogue>()
const pending = new Map<Locale, Promise<Catalogue | undefined>>()
const listeners = new Set<() => void>()

/** The catalogue of `locale` if it has loaded (English has none: the views carry it). */
export function getCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale)
}

/** Calls `listener` whenever a catalogue finishes loading. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Loads the catalogue of `locale` once. A failed download resolves `undefined` (the modal stays
 * in English and the next call tries again); it never rejects.
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue | undefined> {
  if (locale === 'en') return Promise.resolve(undefined)
  const done = loaded.get(locale)
  if (done) return Promise.resolve(done)
  let promise = pending.get(locale)
  if (!promise) {
    promise = LOADERS[locale]().then(
      (module) => {
        loaded.set(locale, module.default)
        for (const listener of listeners) listener()
        return module.default
      },
      () => {
        pending.delete(locale)
        return undefined
      },
    )
    pending.set(locale, promise)
  }
  return promise
}

/** Puts `catalogue` in place of `locale`'s own: for tests (a pseudo-language) only. */
export function setCatalogue(locale: Locale, catalogue: Catalogue): void {
  loaded.set(locale, catalogue)
  for (const listener of listeners) listener()
}

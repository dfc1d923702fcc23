import { type LatchState, type Locale, localeDirection } from '@latch/core'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { formatMessage, type MessageValues } from './format.ts'
import { getCatalogue, loadCatalogue, subscribeCatalogues } from './loadCatalogue.ts'
import type { Catalogue, Message, Messages } from './types.ts'

const selectLocale = (state: LatchState) => state.locale

/**
 * The English of a namespace whose English lives elsewhere (core's error classes, alerts and
 * toasts; the view titles): none here, only the languages' entries.
 */
export const NO_ENGLISH = {} as const

/** The modal's language and writing direction, following `latch.setLocale()`. */
export function useLatchLocale(): { locale: Locale; dir: 'ltr' | 'rtl' } {
  const locale = useLatchStore(selectLocale)
  return { locale, dir: localeDirection(locale) }
}

function useCatalogue(locale: Locale): Catalogue | undefined {
  const catalogue = useSyncExternalStore(
    subscribeCatalogues,
    () => getCatalogue(locale),
    () => getCatalogue(locale),
  )
  useEffect(() => {
    void loadCatalogue(locale)
  }, [locale])
  return catalogue
}

/** What {@link useMessages} returns: the texts, and `t` to fill their placeholders. */
export type UseMessagesReturnType<M extends Messages> = M & {
  /** The text of `message` with its `{name}` placeholders filled (plurals by `values.count`). */
  t(message: Message, values?: MessageValues): string
}

/**
 * The texts of one namespace in the modal's language: `english` (the view's own catalogue) with
 * the loaded language's entries over it. Until a language's chunk arrives, and for a key a
 * language lacks, the English text shows.
 *
 * @example
 * const m = useMessages('send', sendMessages)
 * <h2>{m.title}</h2>
 * <p>{m.t(m.balance, { amount: '1.5', symbol: 'ETH' })}</p>
 */
export function useMessages<M extends Messages>(
  namespace: string,
  english: M,
): UseMessagesReturnType<M> {
  const { locale } = useLatchLocale()
  const translated = useCatalogue(locale)?.[namespace]
  return useMemo(
    () => ({
      ...english,
      ...translated,
      t: (message: Message, values?: MessageValues) => formatMessage(message, values, locale),
    }),
    [english, translated, locale],
  ) as UseMessagesReturnType<M>
}

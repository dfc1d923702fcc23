import { LatchError } from '@latch/core'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { translateError } from './errors/translateError.ts'
import { NO_ENGLISH, useLatchLocale, useMessages } from './useMessages.ts'

// Error texts come from core's error classes (SPEC §8's English): a language translates them by
// class name in its `errors` namespace (the English entries are `errors/messages.ts`). English
// needs nothing here — the class's text is it — so what matches an error to its entry loads with
// the first other language, as its own small chunk, never at page load.
let translate: typeof translateError | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

function loadTranslate(): void {
  if (loading) return
  loading = import('./errors/translateError.ts').then(
    (module) => {
      translate = module.translateError
      for (const listener of listeners) listener()
    },
    () => {
      loading = undefined
    },
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
const getTranslate = () => translate

/**
 * A function giving the text people read for an error, in the modal's language: the language's
 * entry for the error's class (its `name`, filled with the values the class carries as typed
 * fields) when the error carries its class's own text, else the error's `shortMessage` (English,
 * e.g. a frame's or a caller's own message), else `fallback` (for what is not a LatchError).
 *
 * @example
 * const errorText = useErrorText()
 * client.showToast({ message: errorText(error), variant: 'error' })
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { locale } = useLatchLocale()
  const errors = useMessages('errors', NO_ENGLISH) as { readonly [key: string]: unknown }
  const translateNow = useSyncExternalStore(subscribe, getTranslate, getTranslate)
  useEffect(() => {
    if (locale !== 'en') loadTranslate()
  }, [locale])
  return useCallback(
    (error: unknown, fallback = '') => {
      if (!(error instanceof LatchError)) return fallback
      const translated = locale === 'en' ? undefined : translateNow?.(error, errors, locale)
      return translated ?? error.shortMessage
    },
    [errors, locale, translateNow],
  )
}

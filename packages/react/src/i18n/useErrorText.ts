import { LatchError } from '@latch/core'
import { useCallback } from 'react'
import { useMessages } from './useMessages.ts'

// Error texts come from core's error classes (SPEC §8's English); a language translates them by
// class name, in its `errors` namespace. English has no entries: the class's text is it.
const NO_ENGLISH = {} as const

/**
 * A function giving the text people read for an error, in the modal's language: the language's
 * entry for the error's class (its `name`) when it has one and the error carries its class's own
 * text, else the error's `shortMessage`, else `fallback`.
 *
 * @example
 * const errorText = useErrorText()
 * client.showToast({ message: errorText(error), variant: 'error' })
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const errors = useMessages('errors', NO_ENGLISH) as { readonly [name: string]: unknown }
  return useCallback(
    (error: unknown, fallback = '') => {
      if (!(error instanceof LatchError)) return fallback
      const translated = errors[error.name]
      return typeof translated === 'string' ? translated : error.shortMessage
    },
    [errors],
  )
}

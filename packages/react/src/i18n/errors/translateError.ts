import type { LatchError, Locale } from '@latch/core'
import { formatMessage } from '../format.ts'
import type { Message, Messages } from '../types.ts'
import { errorMessageParts, errorsMessages } from './messages.ts'

const english: Messages = errorsMessages

/**
 * `error`'s text in `locale` from `translations` (the language's `errors` namespace), or
 * `undefined` when there is none that fits: the class has no entry, the language lacks it, or
 * the error does not carry its class's own text (a caller's or a frame's message) — the English
 * entry, filled with the error's values, must be exactly its `shortMessage`.
 */
export function translateError(
  error: LatchError,
  translations: { readonly [key: string]: unknown },
  locale: Locale,
): string | undefined {
  const parts = errorMessageParts(error)
  if (!parts) return undefined
  const translated = translations[parts.key] as Message | undefined
  const own = english[parts.key] as Message
  if (!translated || formatMessage(own, parts.values, 'en') !== error.shortMessage) return undefined
  return formatMessage(translated, parts.values, locale)
}

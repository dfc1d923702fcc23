import { badRequest, type HttpErrorCode } from './HttpError.ts'

// U+0000 is the one character PostgreSQL text and jsonb cannot hold; an unpaired UTF-16
// surrogate has no UTF-8 form at all (jsonb refuses its \u escape, text gets U+FFFD).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Whether PostgreSQL can store `value` as text or in jsonb unchanged. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}

/** `value` unchanged when storable; 400 `code` naming `name` otherwise. */
export function storableText(value: string, name: string, code: HttpErrorCode): string {
  if (!isStorableText(value)) {
    throw badRequest(code, `${name} holds a NUL character or an unpaired UTF-16 surrogate`)
  }
  return value
}

/** The first `max` UTF-16 units of `value`, one fewer when that would split a surrogate pair. */
export function truncateText(value: string, max: number): string {
  if (value.length <= max) return value
  const end = /[\ud800-\udbff]/.test(value[max - 1] ?? '') ? max - 1 : max
  return value.slice(0, end)
}

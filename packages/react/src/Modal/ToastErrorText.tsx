import type { LatchError } from '@latch/core'
import { useErrorText } from '../i18n/useErrorText.ts'

/**
 * An error toast's text in the modal's language (its class's entry in the `errors` namespace).
 * Its own chunk: English shows the toast's message as it is, so a page in English never loads it.
 */
export function ToastErrorText({ error, message }: { error: LatchError; message: string }) {
  return useErrorText()(error, message)
}

import type { LatchClient } from '@latch/core'
import { toastMessages } from '../../Modal/toastMessages.ts'

/** What a copy button copies: names the thing in its toasts. */
export type CopiedText = 'address' | 'link'

// The toasts' keys in the `toast` namespace (their English: Modal/toastMessages.ts).
const COPIED = { address: 'addressCopied', link: 'linkCopied' } as const
const NOT_COPIED = { address: 'addressNotCopied', link: 'linkNotCopied' } as const

/**
 * Puts `text` (an address, a pairing link) on the clipboard and says so with a toast. The
 * clipboard can refuse (no permission, an insecure page); the visitor is told instead of left
 * wondering.
 */
export async function copyText(client: LatchClient, text: string, what: CopiedText): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    const key = COPIED[what]
    client.showToast({ message: toastMessages[key], key, variant: 'success' })
  } catch (error) {
    client.logger.warn(`could not copy the ${what}`, error)
    const key = NOT_COPIED[what]
    client.showToast({ message: toastMessages[key], key, variant: 'error' })
  }
}

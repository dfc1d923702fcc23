import type { LatchClient } from '@latch/core'

/** What a copy button copies: names the thing in its toasts. */
export type CopiedText = 'address' | 'link'

const COPIED: Record<CopiedText, string> = { address: 'Address copied', link: 'Link copied' }

/**
 * Puts `text` (an address, a pairing link) on the clipboard and says so with a toast. The
 * clipboard can refuse (no permission, an insecure page); the visitor is told instead of left
 * wondering.
 */
export async function copyText(client: LatchClient, text: string, what: CopiedText): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    client.showToast({ message: COPIED[what], variant: 'success' })
  } catch (error) {
    client.logger.warn(`could not copy the ${what}`, error)
    client.showToast({ message: `Could not copy the ${what}`, variant: 'error' })
  }
}

import type { LatchClient } from '@latch/core'

/**
 * Puts the pairing URI on the clipboard (for a wallet on this computer, or to paste into a
 * wallet by hand) and says so with a toast; a refused clipboard is said too.
 */
export async function copyLink(client: LatchClient, uri: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(uri)
    client.showToast({ message: 'Link copied', variant: 'success' })
  } catch (error) {
    client.logger.warn('could not copy the pairing link', error)
    client.showToast({ message: 'Could not copy the link', variant: 'error' })
  }
}

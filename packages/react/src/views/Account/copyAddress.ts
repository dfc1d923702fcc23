import type { LatchClient } from '@latch/core'

/**
 * Puts the full address on the clipboard and says so with a toast. The clipboard can refuse
 * (no permission, an insecure page); the visitor is told instead of left wondering.
 */
export async function copyAddress(client: LatchClient, address: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(address)
    client.showToast({ message: 'Address copied', variant: 'success' })
  } catch (error) {
    client.logger.warn('could not copy the address', error)
    client.showToast({ message: 'Could not copy the address', variant: 'error' })
  }
}

import type { LatchClient } from '@latch/core'
import { fetchConnectWallets } from '@latch/core/internal'

const fetched = new WeakSet<LatchClient>()

/**
 * Loads the Connect view's directory wallets (recommended, featured) once per opening of the
 * modal: going to AllWallets and back, or StrictMode's second effect, asks nothing again; the
 * next opening does. An embedded modal never closes, so it asks once. Failures stay quiet
 * (core keeps an `error` status; the view just has no recommended row).
 */
export function fetchOncePerOpen(client: LatchClient): void {
  if (fetched.has(client)) return
  fetched.add(client)
  void fetchConnectWallets(client)
  const unsubscribe = client.subscribe((state, previous) => {
    if (!previous.open || state.open) return
    fetched.delete(client)
    unsubscribe()
  })
}

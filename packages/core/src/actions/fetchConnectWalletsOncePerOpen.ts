import type { Client } from '../client/types.ts'
import { fetchConnectWallets } from './fetchConnectWallets.ts'

/** What {@link fetchConnectWalletsOncePerOpen} resolves with. */
export type FetchConnectWalletsOncePerOpenReturnType = undefined
/** {@link fetchConnectWalletsOncePerOpen} throws nothing by design. */
export type FetchConnectWalletsOncePerOpenErrorType = never

/**
 * {@link fetchConnectWallets} once per opening of the modal: going to AllWallets and back, or
 * StrictMode's second effect, asks nothing again (the call gets the first read's promise); the
 * call after the modal closes reads again. An embedded modal never closes, so it reads once.
 * Failures stay quiet: the lists keep an `error` status and the Connect view shows no
 * recommended row.
 *
 * @example
 * await fetchConnectWalletsOncePerOpen(latch)
 * latch.getState().directory.recommended.wallets
 */
export function fetchConnectWalletsOncePerOpen(
  client: Client,
): Promise<FetchConnectWalletsOncePerOpenReturnType> {
  const { runtime } = client
  if (runtime.connectWallets) return runtime.connectWallets
  const read = fetchConnectWallets(client)
  runtime.connectWallets = read
  const stop = client.subscribe((state, previous) => {
    if (!previous.open || state.open) return
    if (runtime.connectWallets === read) runtime.connectWallets = undefined
    stop()
  })
  return read
}

import type { Client } from '../client/types.ts'
import type { WalletConnectState } from './types.ts'

export function setWalletConnectState(client: Client, next: WalletConnectState): void {
  client.store.setState({ walletConnect: next })
}

/**
 * Stops refreshing and drops the pending pairing (the modal closed, or the visitor left the
 * WalletConnect view). A pending `connectWalletConnect()` rejects with `error`.
 */
export function stopPairing(client: Client, error: unknown): void {
  const run = client.runtime.pairing
  if (!run?.active) return
  run.active = false
  run.generation++
  const reject = run.reject
  run.promise = run.resolve = run.reject = undefined
  setWalletConnectState(client, { status: 'idle' })
  reject?.(error)
}

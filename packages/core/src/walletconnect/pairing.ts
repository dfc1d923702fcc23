import type { Client } from '../client/types.ts'
import type { WalletConnectState } from './types.ts'

/** A pairing session of one client: the uri refresh loop and the visitor's pending promise. */
export type PairingRun = {
  /** Bumped by each new pairing and by cancel: answers of older ones are ignored. */
  generation: number
  active: boolean
  promise?: Promise<import('../types/adapter.ts').AdapterConnection>
  resolve?: (value: import('../types/adapter.ts').AdapterConnection) => void
  reject?: (error: unknown) => void
}

const runs = new WeakMap<Client, PairingRun>()

export function getPairingRun(client: Client): PairingRun {
  let run = runs.get(client)
  if (!run) {
    run = { generation: 0, active: false }
    runs.set(client, run)
  }
  return run
}

export function setWalletConnectState(client: Client, next: WalletConnectState): void {
  client.store.setState({ walletConnect: next })
}

/**
 * Stops refreshing and drops the pending pairing (the modal closed, or the visitor left the
 * WalletConnect view). A pending `connectWalletConnect()` rejects with `error`.
 */
export function stopPairing(client: Client, error: unknown): void {
  const run = runs.get(client)
  if (!run?.active) return
  run.active = false
  run.generation++
  const reject = run.reject
  run.promise = run.resolve = run.reject = undefined
  setWalletConnectState(client, { status: 'idle' })
  reject?.(error)
}

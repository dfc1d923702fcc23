import type { StandardWallet } from '../types.ts'

/** Event a wallet dispatches on `window` to register; its `detail` is a callback taking our API. */
export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
/** Event the app dispatches on `window`; its `detail` is our API, for wallets that loaded first. */
export const APP_READY_EVENT = 'wallet-standard:app-ready'

/** The parts of a window discovery uses (a real `Window`, or an `EventTarget` in tests). */
export type DiscoveryWindow = EventTarget & { CustomEvent?: typeof CustomEvent }

/**
 * The app side of the Wallet Standard registration protocol, per adapter (no page-wide
 * singleton): wallets already loaded hear our `app-ready` and register; wallets loading later
 * dispatch `register-wallet` and get the API. Calls `onChange` with every registered wallet
 * whenever the set changes; returns a function that stops listening.
 */
export function listenForWallets(
  target: DiscoveryWindow,
  onChange: (wallets: readonly StandardWallet[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const wallets = new Set<StandardWallet>()
  let stopped = false
  const api = Object.freeze({
    register(...incoming: StandardWallet[]) {
      if (stopped) return () => {}
      const added = incoming.filter((wallet) => !wallets.has(wallet))
      for (const wallet of added) wallets.add(wallet)
      if (added.length) onChange([...wallets])
      return () => {
        const removed = added.filter((wallet) => wallets.delete(wallet))
        if (removed.length && !stopped) onChange([...wallets])
      }
    },
  })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      callback(api)
    } catch (error) {
      onError(error)
    }
  }
  target.addEventListener(REGISTER_WALLET_EVENT, onRegister)
  const EventConstructor = target.CustomEvent ?? CustomEvent
  target.dispatchEvent(new EventConstructor(APP_READY_EVENT, { detail: api }))
  return () => {
    stopped = true
    target.removeEventListener(REGISTER_WALLET_EVENT, onRegister)
  }
}

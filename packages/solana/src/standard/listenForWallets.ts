import type { StandardWallet } from '../types.ts'

/** Event a wallet dispatches on `window` to register; its `detail` is a callback taking our API. */
export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
/** Event the app dispatches on `window`; its `detail` is our API, for wallets that loaded first. */
export const APP_READY_EVENT = 'wallet-standard:app-ready'

/** What the app hands every wallet (the Wallet Standard app side, `{ register }`). */
export type WalletRegistrationApi = {
  register(...wallets: StandardWallet[]): () => void
}

/** The parts of a window discovery uses (a real `Window`, or an `EventTarget` in tests). */
export type DiscoveryWindow = EventTarget & {
  CustomEvent?: typeof CustomEvent
  phantom?: { solana?: unknown }
  solana?: unknown
}

export type ListenForWalletsParameters = {
  /** Called with every registered wallet, in registration order, whenever the set changes. */
  onChange(wallets: readonly StandardWallet[]): void
  /** A wallet's registration callback threw. */
  onError(error: unknown): void
}

/**
 * The app side of the Wallet Standard registration protocol, per adapter (no page-wide
 * singleton, so two Latch clients don't share state): wallets already loaded hear our
 * `app-ready` and register; wallets loading later dispatch `register-wallet` and we hand them
 * the API. A wallet registering twice is kept once; `unregister` removes it.
 */
export function listenForWallets(
  target: DiscoveryWindow,
  { onChange, onError }: ListenForWalletsParameters,
): () => void {
  const wallets = new Set<StandardWallet>()
  let stopped = false
  const notify = () => {
    if (!stopped) onChange([...wallets])
  }

  const api: WalletRegistrationApi = Object.freeze({
    register(...incoming: StandardWallet[]) {
      // Wallets keep listening for `app-ready` forever; one that answers another client's
      // event after we stopped calls into this closed API.
      if (stopped) return () => {}
      const added = incoming.filter((wallet) => !wallets.has(wallet))
      for (const wallet of added) wallets.add(wallet)
      if (added.length) notify()
      return () => {
        const removed = added.filter((wallet) => wallets.delete(wallet))
        if (removed.length) notify()
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

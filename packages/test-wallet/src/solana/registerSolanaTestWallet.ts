import type {
  Wallet,
  WindowAppReadyEventAPI,
  WindowRegisterWalletEventCallback,
} from '@wallet-standard/base'

/** Options of {@link registerSolanaTestWallet}. */
export type RegisterSolanaTestWalletOptions = {
  /** The window to register in. @defaultValue `globalThis.window` */
  window?: Window
}

/**
 * Registers a wallet with the page's Wallet Standard apps: dispatches
 * `wallet-standard:register-wallet` (for apps already listening) and answers every
 * `wallet-standard:app-ready` (for apps that start later), as `@wallet-standard/wallet`'s
 * `registerWallet` does. Unlike that function it takes the window to use and returns a function
 * that unregisters the wallet from every app it reached and stops answering.
 *
 * @example
 * const unregister = registerSolanaTestWallet(createSolanaTestWallet({ secretKeys, rpcUrl }))
 * // getWallets().get() now includes it; later, in a test's cleanup:
 * unregister()
 */
export function registerSolanaTestWallet(
  wallet: Wallet,
  options: RegisterSolanaTestWalletOptions = {},
): () => void {
  const target = options.window ?? (globalThis as { window?: Window }).window
  if (!target) throw new TypeError('registerSolanaTestWallet needs a window.')
  const unregisters: (() => void)[] = []
  let stopped = false
  const register: WindowRegisterWalletEventCallback = (api: WindowAppReadyEventAPI) => {
    if (!stopped) unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) =>
    register((event as CustomEvent<WindowAppReadyEventAPI>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  // The window's own CustomEvent, so registering into an iframe's window works too.
  const EventConstructor = (target as Window & typeof globalThis).CustomEvent ?? CustomEvent
  target.dispatchEvent(
    new EventConstructor('wallet-standard:register-wallet', { detail: register }),
  )
  return () => {
    stopped = true
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}

import type { TestWallet, TestWalletInfo, TestWalletProvider } from '../types.ts'

/** Options of {@link announceTestWallet}. */
export type AnnounceTestWalletOptions = {
  /** The window to announce in. @defaultValue `globalThis.window` */
  window?: Window
}

/** The EIP-6963 `eip6963:announceProvider` event detail. */
export type TestWalletProviderDetail = Readonly<{
  info: Readonly<TestWalletInfo>
  provider: TestWalletProvider
}>

/**
 * Announces the wallet through EIP-6963: dispatches `eip6963:announceProvider` now and again on
 * every `eip6963:requestProvider`. Returns a function that stops answering requests.
 *
 * @example
 * const stop = announceTestWallet(wallet)
 * // … later, in a test's cleanup:
 * stop()
 */
export function announceTestWallet(
  wallet: TestWallet,
  options: AnnounceTestWalletOptions = {},
): () => void {
  const target = options.window ?? (globalThis as { window?: Window }).window
  if (!target) throw new TypeError('announceTestWallet needs a window.')
  const { uuid, name, icon, rdns } = wallet.info
  // EIP-6963: the detail and its info are frozen so one listener can't alter what others see.
  const detail: TestWalletProviderDetail = Object.freeze({
    info: Object.freeze({ uuid, name, icon, rdns }),
    provider: wallet.provider,
  })
  // The window's own CustomEvent, so announcing into an iframe's window works too.
  const EventConstructor = (target as Window & typeof globalThis).CustomEvent ?? CustomEvent
  const announce = () => {
    target.dispatchEvent(new EventConstructor('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

import { createSolanaTestWallet } from './createSolanaTestWallet.ts'
import { registerSolanaTestWallet } from './registerSolanaTestWallet.ts'
import type { CreateSolanaTestWalletOptions, SolanaTestWallet } from './types.ts'

/** Options of {@link injectSolanaTestWallet}: the wallet's options plus whether to register it. */
export type InjectSolanaTestWalletOptions = CreateSolanaTestWalletOptions & {
  /** Register with the page's Wallet Standard apps. @defaultValue `true` */
  register?: boolean
}

/** A wallet put into a page by {@link injectSolanaTestWallet}. */
export type InjectedSolanaTestWallet = SolanaTestWallet & {
  /** Unregisters the wallet and removes it from `window.__latchTestWallets`. */
  uninject(): void
}

/**
 * Creates a Solana test wallet and puts it into the page: registered through the Wallet Standard
 * and always at `window.__latchTestWallets[info.rdns]` (default `'dev.latch.testwallet.solana'`)
 * so end-to-end tests can steer it from `page.evaluate`.
 *
 * @example
 * injectSolanaTestWallet({ secretKeys: [devSecretKey], rpcUrl: 'http://127.0.0.1:8899' })
 * // in Playwright:
 * await page.evaluate(() =>
 *   window.__latchTestWallets?.['dev.latch.testwallet.solana']?.setPolicy('reject'),
 * )
 */
export function injectSolanaTestWallet(
  options: InjectSolanaTestWalletOptions,
): InjectedSolanaTestWallet {
  const target = options.window ?? (globalThis as { window?: Window }).window
  if (!target) throw new TypeError('injectSolanaTestWallet needs a window.')
  const wallet = createSolanaTestWallet({ ...options, window: target })
  const unregister =
    options.register === false ? () => {} : registerSolanaTestWallet(wallet, { window: target })

  target.__latchTestWallets ??= {}
  target.__latchTestWallets[wallet.info.rdns] = wallet

  const injected = wallet as InjectedSolanaTestWallet
  injected.uninject = () => {
    unregister()
    if (target.__latchTestWallets?.[wallet.info.rdns] === injected) {
      delete target.__latchTestWallets[wallet.info.rdns]
    }
  }
  return injected
}

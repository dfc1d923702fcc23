import { registerSolanaTestWallet } from '../solana/registerSolanaTestWallet.ts'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.ts'
import type { BitcoinTestWallet, CreateBitcoinTestWalletOptions } from './types.ts'

/** Options of {@link injectBitcoinTestWallet}: the wallet's options plus whether to register it. */
export type InjectBitcoinTestWalletOptions = CreateBitcoinTestWalletOptions & {
  /** Register with the page's Wallet Standard apps. @defaultValue `true` */
  register?: boolean
}

/** A wallet put into a page by {@link injectBitcoinTestWallet}. */
export type InjectedBitcoinTestWallet = BitcoinTestWallet & {
  /** Unregisters the wallet and removes it from `window.__latchTestWallets`. */
  uninject(): void
}

/**
 * Creates a Bitcoin test wallet and puts it into the page: registered through the Wallet Standard
 * (the same registration as the Solana side) and at `window.__latchTestWallets[info.rdns]`
 * (default `'dev.latch.testwallet.bitcoin'`) so end-to-end tests can steer it.
 *
 * @example
 * injectBitcoinTestWallet({ network: 'testnet' })
 * // in Playwright:
 * await page.evaluate(() =>
 *   window.__latchTestWallets?.['dev.latch.testwallet.bitcoin']?.setPolicy('reject'),
 * )
 */
export function injectBitcoinTestWallet(
  options: InjectBitcoinTestWalletOptions = {},
): InjectedBitcoinTestWallet {
  const target = options.window ?? (globalThis as { window?: Window }).window
  if (!target) throw new TypeError('injectBitcoinTestWallet needs a window.')
  const wallet = createBitcoinTestWallet({ ...options, window: target })
  const unregister =
    options.register === false
      ? () => {}
      : registerSolanaTestWallet(
          wallet as unknown as Parameters<typeof registerSolanaTestWallet>[0],
          { window: target },
        )
  target.__latchTestWallets ??= {}
  target.__latchTestWallets[wallet.info.rdns] = wallet
  const injected = wallet as InjectedBitcoinTestWallet
  injected.uninject = () => {
    unregister()
    if (target.__latchTestWallets?.[wallet.info.rdns] === injected) {
      delete target.__latchTestWallets[wallet.info.rdns]
    }
  }
  return injected
}

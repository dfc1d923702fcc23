import type { BitcoinTestWallet } from '../bitcoin/types.ts'
import { createTestWallet } from '../createTestWallet.ts'
import type { SolanaTestWallet } from '../solana/types.ts'
import type { CreateTestWalletOptions, TestWallet } from '../types.ts'
import { announceTestWallet } from './announceTestWallet.ts'

declare global {
  interface Window {
    /**
     * Injected test wallets by rdns, for Playwright's `page.evaluate` to steer: EVM ones
     * (`'dev.latch.testwallet'`), Solana ones (`'dev.latch.testwallet.solana'`) and Bitcoin
     * ones (`'dev.latch.testwallet.bitcoin'`).
     */
    __latchTestWallets?: Record<string, TestWallet | SolanaTestWallet | BitcoinTestWallet>
  }
}

/** Options of {@link injectTestWallet}: the wallet's options plus where and how to inject. */
export type InjectTestWalletOptions = CreateTestWalletOptions & {
  /** Announce through EIP-6963. @defaultValue `true` */
  announce?: boolean
  /** Also set `window.ethereum` (legacy injection). @defaultValue `false` */
  setWindowEthereum?: boolean
}

/** A wallet put into a page by {@link injectTestWallet}. */
export type InjectedTestWallet = TestWallet & {
  /** Stops announcing and removes what injection added to the window. */
  uninject(): void
}

/**
 * Creates a test wallet and puts it into the page: EIP-6963 announcement, optionally
 * `window.ethereum`, and always `window.__latchTestWallets[rdns]` so end-to-end tests can steer
 * it (`setPolicy('reject')`, `setAccount(1)` …) from `page.evaluate`.
 *
 * @example
 * injectTestWallet({ privateKeys: [devKey], chains, policy: 'prompt', setWindowEthereum: true })
 * // in Playwright:
 * await page.evaluate(() => window.__latchTestWallets?.['dev.latch.testwallet']?.setPolicy('reject'))
 */
export function injectTestWallet(options: InjectTestWalletOptions): InjectedTestWallet {
  const target = options.window ?? (globalThis as { window?: Window }).window
  if (!target) throw new TypeError('injectTestWallet needs a window.')
  const wallet = createTestWallet({ ...options, window: target })
  const stopAnnouncing =
    options.announce === false ? () => {} : announceTestWallet(wallet, { window: target })

  target.__latchTestWallets ??= {}
  target.__latchTestWallets[wallet.info.rdns] = wallet

  const host = target as unknown as { ethereum?: unknown }
  const previousEthereum = host.ethereum
  if (options.setWindowEthereum) {
    // An extension may have defined `ethereum` read-only; then we keep to EIP-6963 and say so.
    try {
      Object.defineProperty(target, 'ethereum', {
        value: wallet.provider,
        configurable: true,
        writable: true,
      })
      const EventConstructor = (target as Window & typeof globalThis).Event ?? Event
      // MetaMask's signal for pages that waited for a late `window.ethereum`.
      target.dispatchEvent(new EventConstructor('ethereum#initialized'))
    } catch (error) {
      console.warn('[latch test wallet] could not set window.ethereum', error)
    }
  }

  const injected = wallet as InjectedTestWallet
  injected.uninject = () => {
    stopAnnouncing()
    if (target.__latchTestWallets?.[wallet.info.rdns] === injected) {
      delete target.__latchTestWallets[wallet.info.rdns]
    }
    if (options.setWindowEthereum && host.ethereum === wallet.provider) {
      host.ethereum = previousEthereum
    }
  }
  return injected
}

import type { Connector } from '@latch/core'
import { findSatsConnectProvider, satsConnectWallet } from '../satsConnect/satsConnectWallet.ts'
import { type DiscoveryWindow, listenForWallets } from '../standard/listenForWallets.ts'
import { isBitcoinWallet, standardBitcoinWallet } from '../standard/standardWallet.ts'
import type {
  BitcoinWallet,
  SatsConnectProvider,
  StandardWallet,
  WalletInfoOverride,
} from '../types.ts'

/** The connector id of a sats-connect-only wallet (`window.XverseProviders` / `BitcoinProvider`). */
export const SATS_CONNECT_CONNECTOR_ID = 'bitcoin:sats-connect'

/**
 * The connector id of a Wallet Standard Bitcoin wallet: `bitcoin:` and its name (a wallet
 * registering for Solana too keeps its `ws:` id there: the two stay apart).
 */
export function bitcoinConnectorId(name: string): string {
  return `bitcoin:${name}`
}

export type DiscoverWalletsParameters = {
  walletInfo?: Record<string, WalletInfoOverride> | undefined
  onUpdate(update: { connectors: Connector[]; wallets: Map<string, BitcoinWallet> }): void
  onError(error: unknown): void
}

/**
 * Finds the page's Bitcoin wallets: Wallet Standard registrations with `bitcoin:connect` (one
 * per name, the latest wins), and a sats-connect provider, listed only when no registered wallet
 * has its name. Calls `onUpdate` now and whenever a wallet registers or unregisters.
 */
export function discoverWallets(
  target: DiscoveryWindow,
  { walletInfo = {}, onUpdate, onError }: DiscoverWalletsParameters,
): { stop(): void; refresh(): void } {
  let registered: readonly StandardWallet[] = []
  const standard = new WeakMap<StandardWallet, BitcoinWallet>()
  const sats = new WeakMap<SatsConnectProvider, BitcoinWallet>()

  const refresh = () => {
    const wallets = new Map<string, BitcoinWallet>()
    for (const wallet of registered) {
      if (!isBitcoinWallet(wallet)) continue
      const entry = standard.get(wallet) ?? standardBitcoinWallet(wallet)
      standard.set(wallet, entry)
      wallets.set(bitcoinConnectorId(wallet.name), entry)
    }
    const provider = findSatsConnectProvider(target)
    const xverse = Boolean((target as { XverseProviders?: unknown }).XverseProviders)
    const name = xverse ? 'Xverse' : 'Bitcoin Wallet'
    const names = new Set([...wallets.values()].map((wallet) => wallet.name.toLowerCase()))
    if (provider && !names.has(name.toLowerCase())) {
      const entry = sats.get(provider) ?? satsConnectWallet(provider, { name })
      sats.set(provider, entry)
      wallets.set(SATS_CONNECT_CONNECTOR_ID, entry)
    }
    const connectors = [...wallets].map(
      ([id, wallet]): Connector => ({
        id,
        name: wallet.name,
        type: id === SATS_CONNECT_CONNECTOR_ID ? 'INJECTED' : 'ANNOUNCED',
        chain: 'bip122',
        ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
        installed: true,
        ...walletInfo[id],
      }),
    )
    onUpdate({ connectors, wallets })
  }

  const stop = listenForWallets(
    target,
    (wallets) => {
      registered = wallets
      refresh()
    },
    onError,
  )
  refresh()
  return { stop, refresh }
}

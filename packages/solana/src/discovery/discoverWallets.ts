import type { Connector } from '@latch/core'
import {
  findLegacyProviders,
  type LegacySolanaProvider,
  legacyWalletName,
} from '../legacy/findLegacyProvider.ts'
import { legacyToStandard } from '../legacy/legacyToStandard.ts'
import { isSolanaWallet } from '../standard/isSolanaWallet.ts'
import { type DiscoveryWindow, listenForWallets } from '../standard/listenForWallets.ts'
import type { StandardWallet, WalletInfoOverride } from '../types.ts'
import type { WalletEntry } from './createWalletRegistry.ts'

/** The connector id of a legacy `window.phantom.solana` / `window.solana` provider. */
export const INJECTED_CONNECTOR_ID = 'solana:injected'

/** The connector id of a Wallet Standard wallet: stable across reloads, from its name. */
export function standardConnectorId(wallet: StandardWallet): string {
  return `ws:${wallet.name}`
}

/** What discovery found: the connectors to list and the wallet behind every connector id. */
export type DiscoveredWallets = { connectors: Connector[]; entries: Map<string, WalletEntry> }

export type DiscoverWalletsParameters = {
  walletInfo?: Record<string, WalletInfoOverride> | undefined
  onUpdate(wallets: DiscoveredWallets): void
  onError(error: unknown): void
}

/**
 * Finds the page's Solana wallets: Wallet Standard registrations (one per name, the latest
 * wins) and a legacy provider, listed only when no registered wallet has its name (Phantom and
 * most others do both). Calls `onUpdate` now and whenever a wallet registers or unregisters.
 */
export function discoverWallets(
  target: DiscoveryWindow,
  { walletInfo = {}, onUpdate, onError }: DiscoverWalletsParameters,
): { stop(): void; refresh(): void } {
  let registered: readonly StandardWallet[] = []
  // One Wallet Standard face per legacy provider: it carries that provider's account state.
  const legacyWallets = new WeakMap<LegacySolanaProvider, StandardWallet>()
  const legacyWallet = (provider: LegacySolanaProvider) => {
    const wallet = legacyWallets.get(provider) ?? legacyToStandard(provider)
    legacyWallets.set(provider, wallet)
    return wallet
  }

  const refresh = () => {
    const entries = new Map<string, WalletEntry>()
    for (const wallet of registered) {
      if (isSolanaWallet(wallet))
        entries.set(standardConnectorId(wallet), { wallet, provider: wallet })
    }
    const names = new Set([...entries.values()].map(({ wallet }) => wallet.name.toLowerCase()))
    const legacy = findLegacyProviders(target).find(
      (provider) => !names.has(legacyWalletName(provider).toLowerCase()),
    )
    if (legacy) {
      entries.set(INJECTED_CONNECTOR_ID, { wallet: legacyWallet(legacy), provider: legacy })
    }
    const connectors = [...entries].map(
      ([id, { wallet }]): Connector => ({
        id,
        name: wallet.name,
        type: id === INJECTED_CONNECTOR_ID ? 'INJECTED' : 'ANNOUNCED',
        chain: 'solana',
        ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
        installed: true,
        ...walletInfo[id],
      }),
    )
    onUpdate({ connectors, entries })
  }

  // Registration is synchronous for wallets already loaded, so `registered` may fill before
  // `listenForWallets` returns; the explicit refresh below lists a legacy-only page too.
  const stop = listenForWallets(target, {
    onChange(wallets) {
      registered = wallets
      refresh()
    },
    onError,
  })
  refresh()
  return { stop, refresh }
}

import { type AdapterContext, watchDiscovered } from '@latch/core/adapter'
import type { DiscoveryWindow } from '../standard/listenForWallets.ts'
import type { StandardWallet, WalletInfoOverride } from '../types.ts'
import type { WalletRegistry } from './createWalletRegistry.ts'
import { discoverWallets } from './discoverWallets.ts'
import { subscribeWallet } from './subscribeWallet.ts'

export type WatchWalletsParameters = {
  target: DiscoveryWindow
  context: AdapterContext
  registry: WalletRegistry
  walletInfo?: Record<string, WalletInfoOverride> | undefined
  /** Connector ids whose events are not forwarded right now (during our own disconnect). */
  muted: ReadonlySet<string>
}

/**
 * Runs discovery for one client: lists connectors in the store, keeps the registry current and
 * forwards each wallet's own account changes to core: a new list as `accountsChanged`, no
 * account left as `disconnected` (core ignores connectors that aren't the connected one).
 */
export function watchWallets({
  target,
  context,
  registry,
  walletInfo,
  muted,
}: WatchWalletsParameters) {
  const discovered = watchDiscovered(context, (wallet: StandardWallet) =>
    subscribeWallet(wallet, (accounts) => {
      for (const connectorId of registry.idsOf(wallet)) {
        if (muted.has(connectorId)) continue
        if (accounts.length) context.accountsChanged({ connectorId, accounts })
        else context.disconnected({ connectorId })
      }
    }),
  )

  const discovery = discoverWallets(target, {
    walletInfo,
    onError: (error) => context.logger.warn('a Solana wallet failed to register', error),
    onUpdate({ connectors, entries }) {
      registry.set(entries)
      discovered.update({ wallets: [...entries.values()].map((entry) => entry.wallet), connectors })
    },
  })

  return {
    refresh: discovery.refresh,
    stop() {
      discovery.stop()
      discovered.stop()
      registry.set(new Map())
    },
  }
}

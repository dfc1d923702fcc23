import type { AdapterContext } from '@latch/core'
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
  const subscriptions = new Map<StandardWallet, () => void>()
  let listed: string | undefined

  const discovery = discoverWallets(target, {
    walletInfo,
    onError: (error) => context.logger.warn('a Solana wallet failed to register', error),
    onUpdate({ connectors, entries }) {
      registry.set(entries)
      const present = new Set([...entries.values()].map((entry) => entry.wallet))
      for (const [wallet, unsubscribe] of subscriptions) {
        if (present.has(wallet)) continue
        unsubscribe()
        subscriptions.delete(wallet)
      }
      for (const wallet of present) {
        if (subscriptions.has(wallet)) continue
        const forward = (accounts: string[]) => {
          for (const connectorId of registry.idsOf(wallet)) {
            if (muted.has(connectorId)) continue
            if (accounts.length) context.accountsChanged({ connectorId, accounts })
            else context.disconnected({ connectorId })
          }
        }
        subscriptions.set(wallet, subscribeWallet(wallet, forward))
      }
      // Only a changed list reaches the store (registrations arrive one by one at start).
      const key = JSON.stringify(connectors)
      if (key !== listed) {
        listed = key
        context.setConnectors(connectors)
      }
    },
  })

  return {
    refresh: discovery.refresh,
    stop() {
      discovery.stop()
      for (const unsubscribe of subscriptions.values()) unsubscribe()
      subscriptions.clear()
      registry.set(new Map())
    },
  }
}

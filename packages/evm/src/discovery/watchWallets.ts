import type { AdapterContext } from '@latch/core'
import type { Eip1193Provider, WalletInfoOverride } from '../types.ts'
import type { ProviderRegistry } from './createProviderRegistry.ts'
import { type DiscoveryWindow, discoverWallets } from './discoverWallets.ts'
import { subscribeProvider } from './subscribeProvider.ts'

export type WatchWalletsParameters = {
  target: DiscoveryWindow
  context: AdapterContext
  registry: ProviderRegistry
  walletInfo?: Record<string, WalletInfoOverride> | undefined
  /** Connector ids whose events are not forwarded right now (during our own disconnect). */
  muted: ReadonlySet<string>
}

/**
 * Runs discovery for one client: lists connectors in the store, keeps the registry current and
 * forwards each wallet's own account, chain and disconnect events to core (under every connector
 * id that points at that wallet; core ignores the ones that aren't connected).
 */
export function watchWallets({
  target,
  context,
  registry,
  walletInfo,
  muted,
}: WatchWalletsParameters) {
  const subscriptions = new Map<Eip1193Provider, () => void>()
  let listed: string | undefined

  const forEachId = (provider: Eip1193Provider, report: (connectorId: string) => void) => {
    for (const connectorId of registry.idsOf(provider))
      if (!muted.has(connectorId)) report(connectorId)
  }

  const discovery = discoverWallets(target, {
    walletInfo,
    onUpdate({ connectors, providers }) {
      registry.set(providers)
      const present = new Set(providers.values())
      for (const [provider, unsubscribe] of subscriptions) {
        if (present.has(provider)) continue
        unsubscribe()
        subscriptions.delete(provider)
      }
      for (const provider of present) {
        if (subscriptions.has(provider)) continue
        subscriptions.set(
          provider,
          subscribeProvider(provider, {
            accountsChanged: (accounts) =>
              forEachId(provider, (connectorId) =>
                context.accountsChanged({ connectorId, accounts }),
              ),
            chainChanged: (chainId) =>
              forEachId(provider, (connectorId) => context.chainChanged({ connectorId, chainId })),
            disconnected: () =>
              forEachId(provider, (connectorId) => context.disconnected({ connectorId })),
          }),
        )
      }
      // Wallets re-announce on every request; only a changed list reaches the store.
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

import { type AdapterContext, watchDiscovered } from '@latch/core/adapter'
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
  const forEachId = (provider: Eip1193Provider, report: (connectorId: string) => void) => {
    for (const connectorId of registry.idsOf(provider))
      if (!muted.has(connectorId)) report(connectorId)
  }
  const discovered = watchDiscovered(context, (provider: Eip1193Provider) =>
    subscribeProvider(provider, {
      accountsChanged: (accounts) =>
        forEachId(provider, (connectorId) => context.accountsChanged({ connectorId, accounts })),
      chainChanged: (chainId) =>
        forEachId(provider, (connectorId) => context.chainChanged({ connectorId, chainId })),
      disconnected: () =>
        forEachId(provider, (connectorId) => context.disconnected({ connectorId })),
    }),
  )

  const discovery = discoverWallets(target, {
    walletInfo,
    onUpdate({ connectors, providers }) {
      registry.set(providers)
      discovered.update({ wallets: providers.values(), connectors })
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

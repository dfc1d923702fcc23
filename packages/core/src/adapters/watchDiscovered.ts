import type { AdapterContext } from '../types/adapter.ts'
import type { Connector } from '../types/connector.ts'

/**
 * What an adapter's wallet discovery needs from core on each update: keep one event
 * subscription per present wallet (dropping those that left) and pass the connector list on
 * only when it changed. Shared by `@latch/evm` and `@latch/solana`, whose wallets differ
 * (EIP-1193 providers, Wallet Standard wallets) but whose bookkeeping doesn't.
 */
export type DiscoveredWallets<wallet> = {
  /** Call with every discovery update: the wallets present now and their connectors. */
  update(parameters: { wallets: Iterable<wallet>; connectors: Connector[] }): void
  /** Unsubscribes from every wallet. */
  stop(): void
}

/**
 * Tracks an adapter's discovered wallets for it: one event subscription per wallet present, and
 * `setConnectors` only when the list changed.
 *
 * @param subscribe subscribes to one wallet's own events; returns its unsubscribe.
 *
 * @example
 * const discovered = watchDiscovered(context, (provider) => subscribeProvider(provider, …))
 * discovered.update({ wallets: providers.values(), connectors })
 */
export function watchDiscovered<wallet>(
  context: Pick<AdapterContext, 'setConnectors'>,
  subscribe: (wallet: wallet) => () => void,
): DiscoveredWallets<wallet> {
  const subscriptions = new Map<wallet, () => void>()
  let listed: string | undefined
  return {
    update({ wallets, connectors }) {
      const present = new Set(wallets)
      for (const [wallet, unsubscribe] of subscriptions) {
        if (present.has(wallet)) continue
        unsubscribe()
        subscriptions.delete(wallet)
      }
      for (const wallet of present) {
        if (!subscriptions.has(wallet)) subscriptions.set(wallet, subscribe(wallet))
      }
      // Wallets re-announce and register one by one: only a changed list reaches the store.
      const key = JSON.stringify(connectors)
      if (key !== listed) {
        listed = key
        context.setConnectors(connectors)
      }
    },
    stop() {
      for (const unsubscribe of subscriptions.values()) unsubscribe()
      subscriptions.clear()
    },
  }
}

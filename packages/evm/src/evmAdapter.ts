import type { ChainAdapter } from '@latch/core/adapter'
import { createBalanceReader } from './actions/createBalanceReader.ts'
import { sendTransaction } from './actions/sendTransaction.ts'
import { signMessage } from './actions/signMessage.ts'
import { type ConnectionRoute, DIRECT_ROUTE } from './connectionRoute.ts'
import { createProviderRegistry } from './discovery/createProviderRegistry.ts'
import type { DiscoveryWindow } from './discovery/discoverWallets.ts'
import { watchWallets } from './discovery/watchWallets.ts'
import { ProviderNotFoundError } from './errors.ts'
import type { Eip1193Provider, WalletInfoOverride } from './types.ts'

/** How long `reconnect` waits for a stored wallet to announce itself. */
export const DEFAULT_RECONNECT_TIMEOUT_MS = 1_000

/** Options of {@link evmAdapter}. */
export type EvmAdapterOptions = {
  /** The window to discover wallets in. @defaultValue `globalThis.window` (none on the server) */
  window?: Window | undefined
  /**
   * How long restoring a stored connection waits for its wallet to appear (EIP-6963
   * announcements can come late). @defaultValue 1000
   */
  reconnectTimeoutMs?: number | undefined
  /** Name or icon overrides by connector id (an rdns such as `io.metamask`, or `injected`). */
  walletInfo?: Record<string, WalletInfoOverride> | undefined
}

/**
 * The eip155 chain adapter: discovers EIP-6963 and injected wallets, connects them, switches
 * and adds chains, signs, sends and reads native balances over viem.
 *
 * @example
 * import { createLatch } from '@latch/core'
import { mainnet } from '@latch/core/networks'
 * import { evmAdapter } from '@latch/evm'
 * const latch = createLatch({ projectId, networks: [mainnet], adapters: [evmAdapter()] })
 */
export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  return createEvmAdapter(options, DIRECT_ROUTE)
}

/** {@link evmAdapter} with connect, reconnect, disconnect and switch going through `route`. */
export function createEvmAdapter(options: EvmAdapterOptions, route: ConnectionRoute): ChainAdapter {
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS
  const registry = createProviderRegistry()
  const readBalance = createBalanceReader()
  const muted = new Set<string>()
  let refresh = () => {}

  const providerOf = (connectorId: string): Eip1193Provider => {
    const provider = registry.get(connectorId)
    if (!provider) throw new ProviderNotFoundError({ details: `no wallet behind ${connectorId}` })
    return provider
  }

  return {
    namespace: 'eip155',
    setup(context) {
      const target = (options.window ?? globalThis.window) as DiscoveryWindow | undefined
      if (!target) return () => {}
      const watcher = watchWallets({
        target,
        context,
        registry,
        walletInfo: options.walletInfo,
        muted,
      })
      refresh = watcher.refresh
      return () => {
        watcher.stop()
        refresh = () => {}
      }
    },
    connect: async ({ connectorId }) => route.connect(connectorId, providerOf(connectorId)),
    async reconnect({ connectorId }) {
      let provider = await registry.waitFor(connectorId, reconnectTimeoutMs)
      if (!provider) {
        // A `window.ethereum` set late without MetaMask's `ethereum#initialized` event.
        refresh()
        provider = registry.get(connectorId)
      }
      return provider ? route.reconnect(connectorId, provider) : undefined
    },
    async disconnect({ connectorId }) {
      // The wallet answers our revoke with `accountsChanged []`; core is clearing the connection
      // itself, so that echo must not count as the wallet disconnecting on its own.
      muted.add(connectorId)
      try {
        await route.disconnect(connectorId, providerOf(connectorId))
      } finally {
        muted.delete(connectorId)
      }
    },
    switchNetwork: async ({ connectorId, network }) =>
      route.switchNetwork(connectorId, providerOf(connectorId), network),
    getBalance: readBalance,
    signMessage: async ({ connectorId, ...parameters }) =>
      signMessage(providerOf(connectorId), parameters),
    sendTransaction: async ({ connectorId, ...parameters }) =>
      sendTransaction(providerOf(connectorId), parameters),
    // viem's ABI encoding loads with the first send, not with the page.
    async sendToken({ connectorId, ...parameters }) {
      const provider = providerOf(connectorId)
      const { sendToken } = await import('./send/sendToken.ts')
      return sendToken(provider, parameters)
    },
    async estimateSendFee(parameters) {
      const { estimateSendFee } = await import('./send/estimateSendFee.ts')
      return estimateSendFee(parameters)
    },
    getProvider: (connectorId) => registry.get(connectorId),
  }
}

import type { Connector } from '@latch/core'
import type { AdapterContext, ChainAdapter } from '@latch/core/adapter'
import { createBalanceReader } from './actions/createBalanceReader.ts'
import { sendTransaction } from './actions/sendTransaction.ts'
import { signMessage } from './actions/signMessage.ts'
import { type ConnectionRoute, DIRECT_ROUTE } from './connectionRoute.ts'
import { createProviderRegistry } from './discovery/createProviderRegistry.ts'
import type { DiscoveryWindow } from './discovery/discoverWallets.ts'
import { subscribeProvider } from './discovery/subscribeProvider.ts'
import { watchWallets } from './discovery/watchWallets.ts'
import { ProviderNotFoundError } from './errors.ts'
import type { ExternalConnector } from './externalConnector.ts'
import { createChainRequester } from './transport/createChainRequester.ts'
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
  /**
   * Connectors the site brings (SPEC §3 EXTERNAL), made with `externalConnector`: listed in the
   * Connect view's `external` group, their providers loaded when picked. @defaultValue `[]`
   */
  connectors?: readonly ExternalConnector[] | undefined
}

/**
 * The eip155 chain adapter: discovers EIP-6963 and injected wallets (and lists the site's own
 * connectors, see `externalConnector`), connects them, switches and adds chains, signs, sends
 * and reads native balances over viem (one `http` transport per network, or viem's ranked
 * `fallback` over its URLs: SPEC §7).
 *
 * @example
 * import { createLatch } from '@latch/core'
 * import { mainnet } from '@latch/core/networks'
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
  // One transport per network (SPEC §7), kept for the adapter's life: viem's ranking keeps its samples.
  const request = createChainRequester()
  const readBalance = createBalanceReader(request)
  const muted = new Set<string>()
  let refresh = () => {}
  // The site's connectors, and the providers of those loaded so far (with their event watch).
  const externals = new Map(
    options.connectors?.map((external) => [external.connector.id, external]),
  )
  const loaded = new Map<string, Eip1193Provider>()
  const stops: (() => void)[] = []
  let context: AdapterContext | undefined

  const providerOf = (connectorId: string): Eip1193Provider => {
    const provider = externals.has(connectorId)
      ? loaded.get(connectorId)
      : registry.get(connectorId)
    if (!provider) throw new ProviderNotFoundError({ details: `no wallet behind ${connectorId}` })
    return provider
  }

  /** The site connector's provider, loaded on first use; `undefined` for other connectors. */
  const loadExternal = async (connectorId: string) => {
    const provider = await externals.get(connectorId)?.getProvider()
    if (provider && !loaded.has(connectorId)) {
      loaded.set(connectorId, provider)
      const report = context
      const unless = (run: () => void) => (muted.has(connectorId) ? undefined : run())
      if (report) {
        stops.push(
          subscribeProvider(provider, {
            accountsChanged: (accounts) =>
              unless(() => report.accountsChanged({ connectorId, accounts })),
            chainChanged: (chainId) => unless(() => report.chainChanged({ connectorId, chainId })),
            disconnected: () => unless(() => report.disconnected({ connectorId })),
          }),
        )
      }
    }
    return provider
  }

  return {
    namespace: 'eip155',
    setup(setupContext) {
      context = setupContext
      // The site's connectors follow the discovered ones, and win over one of the same id.
      const external: Connector[] = [...externals.values()].map(({ connector }) => connector)
      const listing: AdapterContext = {
        ...setupContext,
        setConnectors: (connectors) =>
          setupContext.setConnectors([
            ...connectors.filter((connector) => !externals.has(connector.id)),
            ...external,
          ]),
      }
      const target = (options.window ?? globalThis.window) as DiscoveryWindow | undefined
      const watcher = target
        ? watchWallets({
            target,
            context: listing,
            registry,
            walletInfo: options.walletInfo,
            muted,
          })
        : undefined
      if (!watcher && external.length) listing.setConnectors([])
      refresh = watcher?.refresh ?? (() => {})
      return () => {
        watcher?.stop()
        for (const stop of stops.splice(0)) stop()
        loaded.clear()
        context = undefined
        refresh = () => {}
      }
    },
    connect: async ({ connectorId }) =>
      route.connect(connectorId, (await loadExternal(connectorId)) ?? providerOf(connectorId)),
    async reconnect({ connectorId }) {
      // A site connector restores through its own provider (loaded now, not at page load).
      if (externals.has(connectorId)) {
        return route.reconnect(connectorId, (await loadExternal(connectorId))!)
      }
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
      return sendToken(provider, request, parameters)
    },
    async estimateSendFee(parameters) {
      const { estimateSendFee } = await import('./send/estimateSendFee.ts')
      return estimateSendFee(request, parameters)
    },
    request: ({ network, method, params }) => request(network, method, params),
    getProvider: (connectorId) =>
      externals.has(connectorId) ? loaded.get(connectorId) : registry.get(connectorId),
  }
}

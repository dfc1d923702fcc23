import type { Connector } from '@latch/core'
import type { Eip1193Provider, Eip6963ProviderDetail, WalletInfoOverride } from '../types.ts'
import { injectedWalletName } from './injectedWalletName.ts'

/** The connector id of a `window.ethereum` that did not also announce itself. */
export const INJECTED_CONNECTOR_ID = 'injected'

/** The parts of a window discovery uses (a real `Window`, or an `EventTarget` in tests). */
export type DiscoveryWindow = EventTarget & { ethereum?: unknown; Event?: typeof Event }

/** What discovery found: the connectors to list and the provider behind every connector id. */
export type DiscoveredWallets = {
  connectors: Connector[]
  /** Includes `injected` whenever `window.ethereum` exists, even when it is listed as announced. */
  providers: Map<string, Eip1193Provider>
}

export type DiscoverWalletsParameters = {
  walletInfo?: Record<string, WalletInfoOverride> | undefined
  onUpdate(wallets: DiscoveredWallets): void
}

/**
 * Finds the page's wallets: EIP-6963 announcements (one per rdns, the latest wins) and a legacy
 * `window.ethereum`. A `window.ethereum` that is the very object a wallet announced is listed
 * once, as the announced wallet. Calls `onUpdate` now and whenever something arrives.
 */
export function discoverWallets(
  target: DiscoveryWindow,
  { walletInfo = {}, onUpdate }: DiscoverWalletsParameters,
): { stop(): void; refresh(): void } {
  const announced = new Map<string, Eip6963ProviderDetail>()

  const refresh = () => {
    const providers = new Map<string, Eip1193Provider>()
    const connectors: Connector[] = []
    for (const { info, provider } of announced.values()) {
      providers.set(info.rdns, provider)
      connectors.push({
        id: info.rdns,
        name: info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: info.icon,
        info: { rdns: info.rdns },
        installed: true,
        ...walletInfo[info.rdns],
      })
    }
    const ethereum = target.ethereum
    if (isProvider(ethereum)) {
      providers.set(INJECTED_CONNECTOR_ID, ethereum)
      const alsoAnnounced = [...announced.values()].some((d) => d.provider === ethereum)
      if (!alsoAnnounced) {
        connectors.push({
          id: INJECTED_CONNECTOR_ID,
          name: injectedWalletName(ethereum),
          type: 'INJECTED',
          chain: 'eip155',
          installed: true,
          ...walletInfo[INJECTED_CONNECTOR_ID],
        })
      }
    }
    onUpdate({ connectors, providers })
  }

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as Partial<Eip6963ProviderDetail> | null
    const rdns = detail?.info?.rdns
    if (typeof rdns !== 'string' || !rdns || !isProvider(detail?.provider)) return
    announced.set(rdns, detail as Eip6963ProviderDetail)
    refresh()
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  // MetaMask's signal for a `window.ethereum` set after the page's scripts ran.
  target.addEventListener('ethereum#initialized', refresh)
  const EventConstructor = target.Event ?? Event
  target.dispatchEvent(new EventConstructor('eip6963:requestProvider'))
  refresh()

  return {
    refresh,
    stop() {
      target.removeEventListener('eip6963:announceProvider', onAnnounce)
      target.removeEventListener('ethereum#initialized', refresh)
    },
  }
}

function isProvider(value: unknown): value is Eip1193Provider {
  return typeof (value as Eip1193Provider | undefined)?.request === 'function'
}

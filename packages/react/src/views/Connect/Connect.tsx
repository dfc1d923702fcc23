import {
  type ConnectMethod,
  getConnectMethodsOrder,
  getConnectorGroupOrder,
  type LatchState,
} from '@latch/core'
import type { ComponentType } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ConnectingExternal, preloadViews } from '../lazyViews.ts'
import type { ViewProps } from '../types.ts'
import { type GroupedConnector, groupConnectors, isBrowserWallet } from './groupConnectors.ts'
import { selectConnector } from './selectConnector.ts'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * One section per connect method. Email and social render nothing until the embedded-wallet
 * issue brings them (loaded on demand, SPEC §1): a disabled form would promise what this
 * build can't do. Their slots keep SPEC §2's method order ready for them.
 */
const METHOD_SECTIONS: Record<ConnectMethod, ComponentType | null> = {
  wallet: WalletSection,
  email: null,
  social: null,
}

const selectConnectors = (state: LatchState) => state.connectors
const selectFeatures = (state: LatchState) => state.features

/** SPEC §2 Connect: the ways to connect, in the order SPEC §2 gives. */
export function Connect(_props: ViewProps) {
  const connectors = useLatchStore(selectConnectors)
  const features = useLatchStore(selectFeatures)
  const methods = getConnectMethodsOrder(features, connectors.some(isBrowserWallet))
  return (
    <>
      {methods.map((method) => {
        const Section = METHOD_SECTIONS[method]
        return Section ? <Section key={method} /> : null
      })}
    </>
  )
}

const preloadConnecting = () => preloadViews(ConnectingExternal)

const TAGS: Partial<Record<GroupedConnector['group'], string>> = {
  recent: 'Recent',
  injected: 'Installed',
}

function WalletSection() {
  const client = useLatchClient()
  const connectors = useLatchStore(selectConnectors)
  const recentWallets = useLatchStore((state) => state.recentWallets)
  const connectedThroughWalletConnect = useLatchStore((state) => {
    const id = state.activeNamespace && state.connectedConnectorIds[state.activeNamespace]
    return connectors.some((c) => c.id === id && c.type === 'WALLET_CONNECT')
  })
  const order = getConnectorGroupOrder({
    override: client.options.connectorGroupOrder,
    walletConnectEnabled: connectors.some((connector) => connector.type === 'WALLET_CONNECT'),
    connectedThroughWalletConnect,
  })
  const list = groupConnectors({
    connectors,
    order,
    recentWallets,
    featuredWalletIds: client.options.featuredWalletIds ?? [],
  })

  if (list.length === 0) {
    return (
      <div className="latch-empty">
        <span className="latch-empty-icon">
          <SvgIcon name="wallet" size={24} />
        </span>
        <p className="latch-empty-title">No wallets detected</p>
        <p className="latch-muted">
          Install a wallet extension in this browser, or open this site in your wallet app’s
          browser.
        </p>
      </div>
    )
  }
  return (
    <ul className="latch-wallets" aria-label="Wallets">
      {list.map(({ group, connector }) => {
        // A recent wallet that is also installed says so: that is what a visitor looks for.
        const tag = connector.installed ? TAGS.injected : TAGS[group]
        return (
          <li key={connector.id}>
            <button
              type="button"
              className="latch-wallet"
              data-group={group}
              onClick={() => selectConnector(client, connector)}
              // The click is coming: have its view's code ready by then.
              onPointerEnter={preloadConnecting}
              onFocus={preloadConnecting}
            >
              <WalletIcon name={connector.name} imageUrl={connector.imageUrl} />
              <span className="latch-wallet-name">{connector.name}</span>
              {tag ? <span className="latch-tag">{tag}</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

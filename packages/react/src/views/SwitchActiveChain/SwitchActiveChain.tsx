import {
  type ChainNamespace,
  type LatchState,
  NetworkNotFoundError,
  type RouteEntry,
} from '@latch/core'
import {
  completeSwitchActiveChain,
  connectForActiveChain,
  getNamespaceNetwork,
  isNamespaceConnected,
} from '@latch/core/internal'
import { useCallback, useEffect } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { Style } from '../../shadow/Style.tsx'
import { shallowEqual } from '../../utils/shallowEqual.ts'
import { NAMESPACE_ICON_CSS, NAMESPACE_NAMES, NamespaceIcon } from '../Networks/NamespaceIcon.tsx'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'

const CSS = `${ROWS_CSS}${STATUS_PANEL_CSS}${NAMESPACE_ICON_CSS}
.latch-switch-chain{display:flex;flex-direction:column;align-items:center;gap:14px;padding:8px 4px 6px;text-align:center}
.latch-switch-chain-icon{position:relative;display:grid;place-items:center;width:88px;height:88px;border-radius:50%;background:var(--_surface)}
.latch-switch-chain-icon>.latch-namespace-icon{position:absolute;right:-2px;bottom:2px;box-shadow:0 0 0 3px var(--_bg)}
.latch-switch-chain-text{display:flex;flex-direction:column;align-items:center;gap:6px}
.latch-switch-chain-title{max-width:300px;font-size:var(--_t-md);font-weight:600;text-wrap:balance}
.latch-switch-chain .latch-button-primary{margin-top:4px}
`

type SwitchActiveChainEntry = Extract<RouteEntry, { view: 'SwitchActiveChain' }>

const isEntry = (entry: RouteEntry): entry is SwitchActiveChainEntry =>
  entry.view === 'SwitchActiveChain' && entry.params !== undefined

/**
 * SPEC §2 SwitchActiveChain: the visitor picked a network of a chain family they have no
 * wallet connected for. Says so ("Connect a Solana wallet to use Solana Devnet") and offers
 * that family's wallets (the Connect view, filtered to the namespace); once one connects, the
 * modal returns to `navigateTo` (Account) on that network. Wallets of other families stay
 * connected.
 */
export function SwitchActiveChain({ entry }: ViewProps) {
  const client = useLatchClient()
  const params = isEntry(entry) ? entry.params : undefined
  const namespace = params?.namespace
  const selectFamilies = useCallback(
    (state: LatchState) => {
      const connected = state.connectedNamespaces.filter((candidate) =>
        isNamespaceConnected(state, candidate),
      )
      return {
        connected: namespace ? connected.includes(namespace) : false,
        others: connected.filter((candidate) => candidate !== namespace),
        wallets: state.connectors.filter((connector) => connector.chain === namespace).length,
      }
    },
    [namespace],
  )
  const { connected, others, wallets } = useLatchStore(selectFamilies, shallowEqual)

  // Already connected on that namespace (a site opened this view itself): nothing to ask.
  useEffect(() => {
    if (connected && isEntry(entry)) completeSwitchActiveChain(client, entry)
  }, [client, connected, entry])

  const network =
    params?.network ??
    (namespace ? getNamespaceNetwork(client, client.getState(), namespace) : undefined)
  if (!namespace || !network) {
    return (
      <>
        <Style>{CSS}</Style>
        <div className="latch-switch-chain">
          <p className="latch-switch-chain-title" role="alert">
            {new NetworkNotFoundError().shortMessage}
          </p>
        </div>
      </>
    )
  }
  const family = NAMESPACE_NAMES[namespace]
  return (
    <>
      <Style>{CSS}</Style>
      <div className="latch-switch-chain" data-namespace={namespace}>
        <div className="latch-switch-chain-icon">
          <NetworkIcon network={network} size={64} />
          <NamespaceIcon namespace={namespace} size={28} />
        </div>
        <div className="latch-switch-chain-text">
          <p className="latch-switch-chain-title">
            Connect {withArticle(family)} wallet to use {network.name}
          </p>
          <p className="latch-muted">{describe(namespace, others, wallets > 0)}</p>
        </div>
        {wallets > 0 && isEntry(entry) ? (
          <button
            type="button"
            className="latch-button-primary"
            onClick={() => connectForActiveChain(client, entry)}
          >
            Connect {withArticle(family)} wallet
          </button>
        ) : null}
      </div>
    </>
  )
}

function describe(namespace: ChainNamespace, others: ChainNamespace[], hasWallets: boolean) {
  const family = NAMESPACE_NAMES[namespace]
  if (!hasWallets) {
    return `No ${family} wallet was found in this browser. Install one, then come back.`
  }
  if (others.length === 0) return `${family} networks need ${withArticle(family)} wallet.`
  const kept = others.map((other) => NAMESPACE_NAMES[other]).join(' and ')
  return `Your ${kept} wallet stays connected.`
}

/** "a Solana", "an EVM": the article goes by the sound of the name's first letter. */
const withArticle = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`

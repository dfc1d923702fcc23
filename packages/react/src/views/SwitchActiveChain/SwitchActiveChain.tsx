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
  intlTag,
  isNamespaceConnected,
} from '@latch/core/internal'
import { useCallback, useEffect } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { type UseMessagesReturnType, useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { Style } from '../../shadow/Style.tsx'
import { shallowEqual } from '../../utils/shallowEqual.ts'
import { NAMESPACE_ICON_CSS, NAMESPACE_NAMES, NamespaceIcon } from '../Networks/NamespaceIcon.tsx'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'
import { switchActiveChainMessages } from './messages.ts'

const CSS = `${ROWS_CSS}${STATUS_PANEL_CSS}${NAMESPACE_ICON_CSS}
.latch-switch-chain{display:flex;flex-direction:column;align-items:center;gap:14px;padding:8px 4px 6px;text-align:center}
.latch-switch-chain-icon{position:relative;display:grid;place-items:center;width:88px;height:88px;border-radius:50%;background:var(--_surface)}
.latch-switch-chain-icon>.latch-namespace-icon{position:absolute;inset-inline-end:-2px;bottom:2px;box-shadow:0 0 0 3px var(--_bg)}
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
  const m = useMessages('switchActiveChain', switchActiveChainMessages)
  const { locale } = useLatchLocale()
  const errorText = useErrorText()

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
            {errorText(new NetworkNotFoundError())}
          </p>
        </div>
      </>
    )
  }
  const family = NAMESPACE_NAMES[namespace]
  const wallet = aWallet(m, family)
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
            {m.t(m.title, { wallet, network: network.name })}
          </p>
          <p className="latch-muted">{describe(m, locale, namespace, others, wallets > 0)}</p>
        </div>
        {wallets > 0 && isEntry(entry) ? (
          <button
            type="button"
            className="latch-button-primary"
            onClick={() => connectForActiveChain(client, entry)}
          >
            {m.t(m.connect, { wallet })}
          </button>
        ) : null}
      </div>
    </>
  )
}

type SwitchActiveChainMessages = UseMessagesReturnType<typeof switchActiveChainMessages>

function describe(
  m: SwitchActiveChainMessages,
  locale: string,
  namespace: ChainNamespace,
  others: ChainNamespace[],
  hasWallets: boolean,
) {
  const family = NAMESPACE_NAMES[namespace]
  if (!hasWallets) return m.t(m.noWallet, { family })
  if (others.length === 0) return m.t(m.needWallet, { family, wallet: aWallet(m, family) })
  // "EVM and Solana", "EVM und Solana", "EVM、Solana": the language's own list.
  const families = new Intl.ListFormat(intlTag(locale), {
    type: 'conjunction',
  }).format(others.map((other) => NAMESPACE_NAMES[other]))
  return m.t(m.othersStay, { families })
}

/**
 * "a Solana wallet", "an EVM wallet": English picks the article by the sound of the family
 * name's first letter; other languages say both the same way.
 */
const aWallet = (m: SwitchActiveChainMessages, family: string) =>
  m.t(/^[AEIOU]/.test(family) ? m.anWallet : m.aWallet, { family })

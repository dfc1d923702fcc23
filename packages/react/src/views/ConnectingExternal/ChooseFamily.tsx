import type { LatchState } from '@latch/core'
import { getWalletFamilies, intlTag } from '@latch/core/internal'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { Style } from '../../shadow/Style.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { NAMESPACE_ICON_CSS, NAMESPACE_NAMES, NamespaceIcon } from '../Networks/NamespaceIcon.tsx'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import { connectingMessages } from './messages.ts'

const CSS = `
.latch-families{margin-top:8px}
.latch-families div.latch-wallet{background:none;box-shadow:inset 0 0 0 1px var(--_border)}
`

const selectConnectors = (state: LatchState) => state.connectors
const selectConnectedIds = (state: LatchState) => state.connectedConnectorIds
const selectAccounts = (state: LatchState) => state.accounts

/**
 * ConnectingExternal for a wallet on several chain families (MULTI_CHAIN): which family to
 * connect. Each family connects (and is stored) on its own, through ConnectingExternal for that
 * family's connector; a family already connected through the wallet says so and the others stay
 * offered.
 */
export function ChooseFamily({ connectorId }: { connectorId: string }) {
  const client = useLatchClient()
  const families = getWalletFamilies(
    {
      connectors: useLatchStore(selectConnectors),
      connectedConnectorIds: useLatchStore(selectConnectedIds),
      accounts: useLatchStore(selectAccounts),
    },
    connectorId,
  )
  const m = useMessages('connecting', connectingMessages)
  const { locale } = useLatchLocale()
  const wallet = families[0]?.connector
  const connected = families.filter((family) => family.connected)
  // "EVM and Solana", in the language's way of listing.
  const names = (list: typeof families) =>
    new Intl.ListFormat(intlTag(locale), { type: 'conjunction' }).format(
      list.map(({ connector }) => NAMESPACE_NAMES[connector.chain] ?? connector.chain),
    )
  return (
    <>
      <Style>{STATUS_PANEL_CSS + NAMESPACE_ICON_CSS + CSS}</Style>
      <div className="latch-status">
        <div className="latch-status-icon">
          <WalletIcon name={wallet?.name ?? '?'} imageUrl={wallet?.imageUrl} />
        </div>
        <div className="latch-status-text">
          <p className="latch-status-title">{m.choose}</p>
          <p className="latch-muted">
            {connected.length
              ? m.t(m.connectedOn, { families: names(connected) })
              : wallet
                ? m.t(m.worksWith, { wallet: wallet.name, families: names(families) })
                : m.t(m.worksWithYours, { families: names(families) })}
          </p>
        </div>
      </div>
      <ul className="latch-wallets latch-families" aria-label={m.families}>
        {families.map(({ connector, connected }) => {
          const content = (
            <>
              <NamespaceIcon namespace={connector.chain} size={40} />
              <span className="latch-wallet-name">{NAMESPACE_NAMES[connector.chain]}</span>
              {connected ? <span className="latch-tag">{m.connected}</span> : null}
            </>
          )
          return (
            <li key={connector.id} data-namespace={connector.chain}>
              {connected ? (
                <div className="latch-wallet">{content}</div>
              ) : (
                <button
                  type="button"
                  className="latch-wallet"
                  onClick={() =>
                    client.pushView({
                      view: 'ConnectingExternal',
                      params: { connectorId: connector.id },
                    })
                  }
                >
                  {content}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}

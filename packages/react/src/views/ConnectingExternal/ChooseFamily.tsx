import type { LatchState } from '@latch/core'
import { getWalletFamilies } from '@latch/core/internal'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { Style } from '../../shadow/Style.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { NAMESPACE_ICON_CSS, NAMESPACE_NAMES, NamespaceIcon } from '../Networks/NamespaceIcon.tsx'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'

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
  const wallet = families[0]?.connector
  const name = wallet?.name ?? 'your wallet'
  const connected = families.filter((family) => family.connected)
  const names = (list: typeof families) =>
    list.map(({ connector }) => NAMESPACE_NAMES[connector.chain]).join(' and ')
  return (
    <>
      <Style>{STATUS_PANEL_CSS + NAMESPACE_ICON_CSS + CSS}</Style>
      <div className="latch-status">
        <div className="latch-status-icon">
          <WalletIcon name={name} imageUrl={wallet?.imageUrl} />
        </div>
        <div className="latch-status-text">
          <p className="latch-status-title">Choose a network family</p>
          <p className="latch-muted">
            {connected.length
              ? `Connected on ${names(connected)}. Connect its other networks too.`
              : `${name} works with ${names(families)} networks. Connect one now, the other any time.`}
          </p>
        </div>
      </div>
      <ul className="latch-wallets latch-families" aria-label="Network families">
        {families.map(({ connector, connected }) => {
          const content = (
            <>
              <NamespaceIcon namespace={connector.chain} size={40} />
              <span className="latch-wallet-name">{NAMESPACE_NAMES[connector.chain]}</span>
              {connected ? <span className="latch-tag">Connected</span> : null}
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

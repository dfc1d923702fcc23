import type { LatchState } from '@latch/core'
import { getActiveNamespace, getNamespaceNetworks } from '@latch/core/internal'
import { useCallback, useId } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { QrCode } from '../../QrCode/QrCode.tsx'
import { Style } from '../../shadow/Style.tsx'
import { copyText } from '../shared/copyText.ts'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'
import { receiveMessages } from './messages.ts'

const FAMILY: Record<string, string> = { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' }

/**
 * SPEC wallet feature "receive": the active account's address as a QR code and in full, a copy
 * button, and the networks of its family the site lists, where the same address receives (on
 * Bitcoin only the network it is on: an address belongs to one network).
 */
export function WalletReceive(_props: ViewProps) {
  const client = useLatchClient()
  const namespace = useLatchStore(
    useCallback((state: LatchState) => getActiveNamespace(client, state), [client]),
  )
  const { address } = useLatchAccount({ namespace })
  const { caipNetwork } = useLatchNetwork({ namespace })
  const networks = namespace === 'bip122' ? [caipNetwork] : getNamespaceNetworks(client, namespace)
  const headingId = useId()
  const m = useMessages('receive', receiveMessages)
  if (!address) return null
  const family = FAMILY[namespace] ?? namespace
  return (
    <div className="latch-receive">
      <Style>{RECEIVE_CSS}</Style>
      <QrCode value={address} size={220} label={m.t(m.qrLabel, { family })} />
      <p className="latch-receive-address">
        <code dir="ltr">{address}</code>
      </p>
      <button
        type="button"
        className="latch-button-primary"
        onClick={() => void copyText(client, address, 'address')}
      >
        <SvgIcon path={ICON_PATHS.copy} size={16} />
        {m.copy}
      </button>
      <section className="latch-receive-networks" aria-labelledby={headingId}>
        <h3 id={headingId}>{m.networks}</h3>
        <ul>
          {networks.map((network) => (
            <li key={network.caipNetworkId}>
              <NetworkIcon network={network} size={20} />
              {network.name}
            </li>
          ))}
        </ul>
        <p className="latch-muted">{m.t(m.warning, { family })}</p>
      </section>
    </div>
  )
}

const RECEIVE_CSS = `${ROWS_CSS}${STATUS_PANEL_CSS}
.latch-receive{display:flex;flex-direction:column;align-items:center;gap:14px;padding-top:4px}
.latch-receive .latch-qr{border-radius:var(--_r-lg);overflow:hidden;box-shadow:0 0 0 1px var(--_border)}
.latch-receive-address{max-width:280px;text-align:center}
.latch-receive-address code{font:500 var(--_t-sm) ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.latch-receive .latch-button-primary{width:100%}
.latch-receive-networks{align-self:stretch;display:flex;flex-direction:column;gap:8px;padding:12px 14px;border-radius:var(--_r-lg);background:var(--_surface)}
.latch-receive-networks h3{margin:0;font-size:var(--_t-sm);font-weight:600;color:var(--_fg-2)}
.latch-receive-networks ul{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.latch-receive-networks li{display:flex;align-items:center;gap:6px;padding:4px 10px 4px 4px;border-radius:999px;background:var(--_bg);font-size:var(--_t-sm);font-weight:600}
.latch-receive-networks .latch-muted{max-width:none;font-size:var(--_t-xs)}
`

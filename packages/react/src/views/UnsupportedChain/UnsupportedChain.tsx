import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { NETWORK_LIST_CSS, NetworkList } from '../Networks/NetworkList.tsx'
import { DisconnectButton } from '../shared/DisconnectButton.tsx'
import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'
import { unsupportedChainMessages } from './messages.ts'

const CSS = `${ROWS_CSS}${NETWORK_LIST_CSS}
.latch-unsupported{display:flex;flex-direction:column;gap:14px}
.latch-unsupported-note{display:flex;gap:10px;align-items:flex-start;padding:10px 12px;border-radius:var(--_r-md);background:color-mix(in srgb,var(--_warn) 12%,var(--_bg))}
.latch-unsupported-note>svg{flex:none;margin-top:1px;color:var(--_warn)}
`

/**
 * SPEC §2 UnsupportedChain, opened by core when the connected wallet sits on a network the
 * site doesn't list: says so, lists the site's networks to switch to, and offers Disconnect.
 */
export function UnsupportedChain(_props: ViewProps) {
  const m = useMessages('unsupportedChain', unsupportedChainMessages)
  return (
    <>
      <Style>{CSS}</Style>
      <div className="latch-unsupported">
        <p className="latch-unsupported-note">
          <SvgIcon name="alertCircle" size={18} />
          {m.note}
        </p>
        <NetworkList />
        <DisconnectButton />
      </div>
    </>
  )
}

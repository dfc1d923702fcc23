import type { LatchState } from '@latch/core'
import { isMobile } from '@latch/core/internal'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { Style } from '../../shadow/Style.tsx'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'
import { walletConnectMessages } from './messages.ts'
import { PairingCode } from './PairingCode.tsx'
import { PairingStatus } from './PairingStatus.tsx'
import { WALLET_CONNECT_CSS } from './styles.ts'
import { usePairing } from './usePairing.ts'
import { usePairingUri } from './usePairingUri.ts'
import { linksFor, OpenWalletLink, WalletLinks } from './WalletLinks.tsx'

/** The WalletConnect connector's icon: the middle of a code that isn't for one wallet. */
export const selectWalletConnectImage = (state: LatchState) =>
  state.connectors.find((connector) => connector.type === 'WALLET_CONNECT')?.imageUrl

/** The CSS both WalletConnect views carry. */
export const PAIRING_VIEW_CSS = STATUS_PANEL_CSS + ROWS_CSS + WALLET_CONNECT_CSS

/**
 * SPEC §2 ConnectingWalletConnect: a pairing with any WalletConnect wallet, or with the
 * directory wallet the visitor picked. On a computer the QR code comes first, with the
 * wallet's desktop and web apps beside; on a phone the wallet's app link ("Open {wallet}")
 * does, the code staying below for a second device. "Copy link" copies the URI. The code is
 * never an expired one: core refreshes it, and the view hides one that outlived its time. A
 * decline in the wallet shows 'Connection rejected' over a fresh code; on success the modal
 * closes.
 */
export function ConnectingWalletConnect({ entry }: ViewProps) {
  const wallet = entry.view === 'ConnectingWalletConnect' ? entry.params?.wallet : undefined
  const { outcome, retry } = usePairing(entry)
  const uri = usePairingUri()
  const defaultImage = useLatchStore(selectWalletConnectImage)
  const mobile = isMobile()
  // Listed before the URI is in (inactive until then), so nothing moves when it arrives.
  const links = wallet ? linksFor(wallet, uri ?? '', mobile) : []
  const primary = mobile ? links.find((link) => link.kind === 'mobile') : undefined
  const m = useMessages('walletConnect', walletConnectMessages)

  return (
    <div className="latch-wc" data-state={outcome.state}>
      <Style>{PAIRING_VIEW_CSS}</Style>
      {wallet && primary ? (
        <OpenWalletLink wallet={wallet} link={primary} ready={Boolean(uri)} />
      ) : null}
      <PairingCode
        uri={uri}
        image={wallet?.image_url ?? defaultImage}
        name={wallet?.name ?? 'WalletConnect'}
        label={wallet ? m.t(m.qr, { wallet: wallet.name }) : m.qrYours}
      />
      <PairingStatus
        outcome={outcome}
        retry={retry}
        uri={uri}
        name={wallet?.name}
        mobile={mobile && Boolean(primary)}
      />
      {wallet ? (
        <WalletLinks
          wallet={wallet}
          links={links.filter((link) => link !== primary)}
          ready={Boolean(uri)}
        />
      ) : null}
    </div>
  )
}

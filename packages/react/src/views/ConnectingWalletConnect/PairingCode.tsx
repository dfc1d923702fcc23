import { useMessages } from '../../i18n/useMessages.ts'
import { QrCode } from '../../QrCode/QrCode.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { walletConnectMessages } from './messages.ts'

/** Edge of the code in CSS pixels: scannable from arm's length, inside the 360 px modal. */
export const PAIRING_QR_SIZE_PX = 240

export type PairingCodeProps = {
  /** A URI that is fine to scan, or `undefined` while there is none (a placeholder holds the place). */
  uri: string | undefined
  /** The wallet's icon, drawn in the middle of the code. */
  image?: string | undefined
  /** The wallet's name: its monogram stands in the middle when it has no icon (or it fails). */
  name: string
  /** Whose code it is, for screen readers. */
  label: string
}

/**
 * The pairing URI as a QR code, in a frame of fixed size: the loading placeholder, the code
 * and its replacement all take the same place, so nothing below it moves. A new URI replaces
 * the code in place (QrCode keeps the last one until the next is drawn).
 */
export function PairingCode({ uri, image, name, label }: PairingCodeProps) {
  const m = useMessages('walletConnect', walletConnectMessages)
  return (
    <div
      className="latch-wc-code"
      style={{ width: PAIRING_QR_SIZE_PX, height: PAIRING_QR_SIZE_PX }}
      data-uri={uri}
    >
      {uri ? (
        <QrCode
          value={uri}
          size={PAIRING_QR_SIZE_PX}
          label={label}
          center={<WalletIcon name={name} imageUrl={image} />}
        />
      ) : (
        <div
          className="latch-wc-placeholder"
          role="img"
          aria-label={m.t(m.preparing, { label })}
          aria-busy="true"
        />
      )}
    </div>
  )
}

import { useLatchClient } from '../../context/LatchContext.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { copyText } from '../shared/copyText.ts'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import type { PairingOutcome } from './usePairing.ts'

/** The words under the code for each outcome; `name` is the wallet, when one was picked. */
export function describePairing(
  outcome: PairingOutcome,
  name: string | undefined,
  mobile: boolean,
): { title: string; text: string } {
  if (outcome.state === 'failed') return { title: outcome.title, text: outcome.text }
  if (outcome.state === 'rejected') {
    return {
      title: 'Connection rejected',
      text: mobile ? 'Open the wallet again to retry.' : 'Scan the new code to try again.',
    }
  }
  const wallet = name ?? 'a WalletConnect wallet'
  return mobile
    ? { title: `Continue in ${name ?? 'your wallet'}`, text: `Open ${wallet} to connect.` }
    : { title: 'Scan with your phone', text: `Open ${wallet} on your phone and scan this code.` }
}

export type PairingStatusProps = {
  outcome: PairingOutcome
  retry(): void
  /** The URI on screen (what "Copy link" copies); `undefined` while there is none. */
  uri: string | undefined
  /** The picked wallet's name. */
  name?: string | undefined
  mobile: boolean
}

/**
 * What goes under the code: where the pairing stands, in a live region (a screen reader hears
 * a decline), then "Copy link", or "Try again" after a failure that left no code to scan.
 */
export function PairingStatus({ outcome, retry, uri, name, mobile }: PairingStatusProps) {
  const client = useLatchClient()
  const { title, text } = describePairing(outcome, name, mobile)
  return (
    <>
      <div className="latch-wc-text" aria-live="polite">
        <p className="latch-status-title">
          {outcome.state === 'waiting' ? null : (
            <span className="latch-wc-mark" aria-hidden="true">
              <SvgIcon path={ICON_PATHS.close} size={12} />
            </span>
          )}
          {title}
        </p>
        <p className="latch-muted">{text}</p>
      </div>
      {outcome.state === 'failed' ? (
        <button type="button" className="latch-button-primary" onClick={retry}>
          <SvgIcon path={ICON_PATHS.retry} size={16} />
          Try again
        </button>
      ) : (
        <button
          type="button"
          className="latch-button-secondary latch-wc-copy"
          // Not `disabled`: the view's first control keeps focus while the URI is on its way.
          aria-disabled={uri ? undefined : true}
          onClick={() => uri && void copyText(client, uri, 'link')}
        >
          <SvgIcon path={ICON_PATHS.copy} size={16} />
          Copy link
        </button>
      )}
    </>
  )
}

import { useLatchClient } from '../../context/LatchContext.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { modalMessages } from '../../Modal/messages.ts'
import { connectingMessages } from '../ConnectingExternal/messages.ts'
import { copyText } from '../shared/copyText.ts'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { walletConnectMessages } from './messages.ts'
import type { PairingOutcome } from './usePairing.ts'

/** The words under the code for each outcome; `name` is the wallet, when one was picked. */
function usePairingText(
  outcome: PairingOutcome,
  name: string | undefined,
  mobile: boolean,
): { title: string; text: string } {
  const m = useMessages('walletConnect', walletConnectMessages)
  const c = useMessages('connecting', connectingMessages)
  const errorText = useErrorText()
  if (outcome.state === 'failed') return { title: errorText(outcome.error), text: c[outcome.text] }
  if (outcome.state === 'rejected') {
    return { title: m.rejected, text: mobile ? m.openAgain : m.scanNew }
  }
  const wallet = { wallet: name ?? '' }
  if (mobile) {
    return {
      title: name ? c.t(c.continueIn, wallet) : c.continueInYours,
      text: name ? m.t(m.openToConnect, wallet) : m.openAnyToConnect,
    }
  }
  return { title: m.scan, text: name ? m.t(m.scanText, wallet) : m.scanAnyText }
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
  const { title, text } = usePairingText(outcome, name, mobile)
  const m = useMessages('walletConnect', walletConnectMessages)
  const retryText = useMessages('modal', modalMessages).retry
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
          {retryText}
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
          {m.copy}
        </button>
      )}
    </>
  )
}

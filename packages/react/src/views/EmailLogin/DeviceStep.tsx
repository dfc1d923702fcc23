import {
  connectEmailDevice,
  connectPasskey,
  EmbeddedWalletRequestError,
  type LatchState,
} from '@latch/core'
import { useEffect, useRef, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { StatusPanel } from '../shared/StatusPanel.tsx'
import { ChangeEmailButton } from './ChangeEmailButton.tsx'
import { MAIL_ICON } from './EmailField.tsx'
import { emailDeviceMessages } from './messages.ts'

const selectEmbedded = (state: LatchState) => state.embedded
const ignore = () => {}

/**
 * The device step: a returning visitor on a new browser was mailed a link instead of a code.
 * The view waits (core's `connectEmailDevice`) until the link is opened; core then moves to the
 * code step. A failure offers Try again. A visitor who added a passkey can use it instead of the
 * link ("Use a passkey instead": that account's passkey only); its failure shows under it while
 * the wait goes on.
 */
export function DeviceStep() {
  const client = useLatchClient()
  const embedded = useLatchStore(selectEmbedded)
  const m = useMessages('emailDevice', emailDeviceMessages)
  const errorText = useErrorText()
  // Asked once per showing: StrictMode's second effect run must not start a second wait.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    connectEmailDevice(client).catch(ignore)
  }, [client])
  const error = embedded.error
  const [passkey, setPasskey] = useState<{ pending: boolean; error?: unknown }>({
    pending: false,
  })
  const tryPasskey = () => {
    if (passkey.pending) return
    setPasskey({ pending: true })
    connectPasskey(client, { email: embedded.email }).then(
      () => setPasskey({ pending: false }),
      (failure: unknown) => {
        // A cancelled passkey dialog says nothing; the error classes carry SPEC-style texts.
        const cancelled =
          failure instanceof EmbeddedWalletRequestError && failure.code === 'passkey_cancelled'
        setPasskey({ pending: false, error: cancelled ? undefined : failure })
      },
    )
  }
  return (
    <>
      <StatusPanel
        state={error ? 'failed' : 'waiting'}
        shape="round"
        icon={
          <span className="latch-login-icon latch-login-icon-large">
            <SvgIcon path={MAIL_ICON} size={32} />
          </span>
        }
        title={error ? errorText(embedded.failure, error) : m.title}
        text={error ? m.failed : m.t(m.sent, { email: embedded.email ?? m.yourEmail })}
        onRetry={error ? () => void connectEmailDevice(client).catch(ignore) : undefined}
      />
      {error ? null : (
        <p className="latch-login-status" data-state="pending">
          <span className="latch-spinner" aria-hidden="true" />
          {m.waiting}
        </p>
      )}
      {passkey.error ? (
        <p className="latch-email-error" role="alert">
          {errorText(passkey.error, m.passkeyFailed)}
        </p>
      ) : null}
      <button
        type="button"
        className="latch-email-passkey"
        aria-disabled={passkey.pending || undefined}
        onClick={tryPasskey}
      >
        {passkey.pending ? <span className="latch-spinner" aria-hidden="true" /> : null}
        {m.passkey}
      </button>
      <ChangeEmailButton />
    </>
  )
}

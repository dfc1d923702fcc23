import {
  connectEmailDevice,
  connectPasskey,
  EmbeddedWalletRequestError,
  LatchError,
  type LatchState,
} from '@latch/core'
import { useEffect, useRef, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { StatusPanel } from '../shared/StatusPanel.tsx'
import { ChangeEmailButton } from './ChangeEmailButton.tsx'
import { MAIL_ICON } from './EmailField.tsx'

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
  // Asked once per showing: StrictMode's second effect run must not start a second wait.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    connectEmailDevice(client).catch(ignore)
  }, [client])
  const error = embedded.error
  const [passkey, setPasskey] = useState<{ pending: boolean; error?: string | undefined }>({
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
        const text =
          failure instanceof LatchError ? failure.shortMessage : 'The passkey could not sign you in'
        setPasskey({ pending: false, error: cancelled ? undefined : text })
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
        title={error ? error : 'Approve this device'}
        text={
          error
            ? 'The link could not be confirmed.'
            : `We sent a link to ${embedded.email ?? 'your email'}. Open it to approve this browser; this page continues on its own.`
        }
        onRetry={error ? () => void connectEmailDevice(client).catch(ignore) : undefined}
      />
      {error ? null : (
        <p className="latch-login-status" data-state="pending">
          <span className="latch-spinner" aria-hidden="true" />
          Waiting for approval…
        </p>
      )}
      {passkey.error ? (
        <p className="latch-email-error" role="alert">
          {passkey.error}
        </p>
      ) : null}
      <button
        type="button"
        className="latch-email-passkey"
        aria-disabled={passkey.pending || undefined}
        onClick={tryPasskey}
      >
        {passkey.pending ? <span className="latch-spinner" aria-hidden="true" /> : null}
        Use a passkey instead
      </button>
      <ChangeEmailButton />
    </>
  )
}

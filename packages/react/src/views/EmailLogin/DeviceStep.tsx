import { connectEmailDevice, type LatchState } from '@latch/core'
import { useEffect, useRef } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { StatusPanel } from '../shared/StatusPanel.tsx'
import { ChangeEmailButton } from './ChangeEmailButton.tsx'
import { MAIL_ICON } from './EmailForm.tsx'

const selectEmbedded = (state: LatchState) => state.embedded
const ignore = () => {}

/**
 * The device step: a returning visitor on a new browser was mailed a link instead of a code.
 * The view waits (core's `connectEmailDevice`) until the link is opened; core then moves to the
 * code step. A failure offers Try again.
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
      <ChangeEmailButton />
    </>
  )
}

import { type LatchState, resendEmailCode, verifyEmailOtp } from '@latch/core'
import { EMAIL_OTP_LENGTH, EMAIL_THROTTLE_MS } from '@latch/core/internal'
import { useEffect, useId, useRef, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { useRetryCountdown } from '../Account/useRetryCountdown.ts'
import { ChangeEmailButton } from './ChangeEmailButton.tsx'
import { MAIL_ICON } from './EmailForm.tsx'
import { OtpBoxes } from './OtpBoxes.tsx'

/** Server codes after which this code can never pass: only a new one helps. */
const DEAD_CODE = new Set(['code_burnt', 'code_expired'])

// Core puts a failure in `state.embedded.error`, which the step shows.
const ignore = () => {}

const selectEmbedded = (state: LatchState) => state.embedded

/**
 * The code step: "Enter the code we sent to {email}", six boxes that submit themselves once
 * full, the error under them (a wrong code says how many tries are left; a burnt or expired
 * one asks for a new code), and Resend, held for SPEC §5's 30 s with the seconds shown.
 */
export function OtpStep() {
  const client = useLatchClient()
  const embedded = useLatchStore(selectEmbedded)
  const errorId = useId()
  const [shownAt, setShownAt] = useState(() => Date.now())
  // When the last code was mailed: core's time when it keeps one, else when this step showed
  // (core opens it right after mailing) or the last resend went out.
  const sentAt = embedded.codeSentAt ?? shownAt
  const wait = useRetryCountdown(sentAt + EMAIL_THROTTLE_MS)
  const [boxesKey, setBoxesKey] = useState(0)
  const submitted = useRef(false)
  const pending = embedded.pending
  const error = describeError(embedded)
  const dead = DEAD_CODE.has(embedded.errorCode ?? '')
  // A refused code clears the boxes for the next try (a new key remounts them, focus on the first).
  useEffect(() => {
    if (pending || !submitted.current) return
    submitted.current = false
    if (error) setBoxesKey((key) => key + 1)
  }, [pending, error])

  const resend = () => {
    if (pending || wait > 0) return
    resendEmailCode(client).then(() => setShownAt(Date.now()), ignore)
  }

  return (
    <>
      <div className="latch-login-head">
        <span className="latch-login-icon" aria-hidden="true">
          <SvgIcon path={MAIL_ICON} size={26} />
        </span>
        <p className="latch-login-title">Enter the code we sent to</p>
        <p className="latch-login-email">{embedded.email}</p>
        <p className="latch-muted">It expires in 10 minutes.</p>
      </div>
      <OtpBoxes
        key={boxesKey}
        length={EMAIL_OTP_LENGTH}
        disabled={pending || dead}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onComplete={(otp) => {
          submitted.current = true
          verifyEmailOtp(client, { otp }).catch(ignore)
        }}
      />
      <p
        className="latch-login-status"
        id={errorId}
        data-state={error ? 'error' : pending ? 'pending' : undefined}
        aria-live="polite"
      >
        {error ? (
          error
        ) : pending ? (
          <>
            <span className="latch-spinner" aria-hidden="true" />
            Checking the code…
          </>
        ) : null}
      </p>
      {dead ? (
        <button
          type="button"
          className="latch-button-primary latch-login-primary"
          aria-disabled={pending || wait > 0 || undefined}
          onClick={resend}
        >
          {wait > 0 ? `Request a new code in ${wait} s` : 'Request a new code'}
        </button>
      ) : (
        <p className="latch-login-resend">
          Didn’t get it?{' '}
          <button
            type="button"
            className="latch-link-button"
            aria-disabled={pending || wait > 0 || undefined}
            onClick={resend}
          >
            {wait > 0 ? `Resend in ${wait} s` : 'Resend code'}
          </button>
        </p>
      )}
      <ChangeEmailButton />
    </>
  )
}

/**
 * The line under the boxes. The server's refusals are told by their code (how many tries are
 * left, a code that no longer works); anything else (SPEC §5's 'Please try again after {n}
 * seconds', a frame that could not load) is core's message as it is.
 */
function describeError(embedded: LatchState['embedded']): string | undefined {
  const { error, errorCode, attemptsLeft } = embedded
  if (!error) return undefined
  if (errorCode === 'wrong_code') {
    if (attemptsLeft === undefined) return 'That code is not right. Check the email and try again.'
    return `That code is not right: ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`
  }
  if (errorCode === 'code_burnt') return 'Too many wrong tries: this code no longer works.'
  if (errorCode === 'code_expired') return 'This code has expired.'
  return error
}

import type { LatchError } from '@latch/core'
import { EMAIL_OTP_LENGTH, EMAIL_THROTTLE_MS } from '@latch/core/internal'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { type UseMessagesReturnType, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { useRetryCountdown } from '../Account/useRetryCountdown.ts'
import { MAIL_ICON } from './EmailField.tsx'
import { emailCodeMessages } from './messages.ts'
import { OtpBoxes } from './OtpBoxes.tsx'

/** Server codes after which this code can never pass: only a new one helps. */
const DEAD_CODE = new Set(['code_burnt', 'code_expired'])

// Core puts a failure in its state, which the step shows.
const ignore = () => {}

/** What a code step shows and does (EmailLogin's code, UpdateEmailWallet's two codes). */
export type CodeStepProps = {
  /** The line above the address. @defaultValue 'Enter the code we sent to' */
  title?: string
  /** The address the code went to. */
  email: string | undefined
  /** The line under the address. @defaultValue 'It expires in 10 minutes.' */
  note?: ReactNode
  /** Core's state of the step: a request in flight, the failure and its code. */
  pending: boolean
  error?: string | undefined
  /** The error `error` tells of, when core kept it: its text shows in the modal's language. */
  failure?: LatchError | undefined
  errorCode?: string | undefined
  attemptsLeft?: number | undefined
  /** When the code was mailed (core's time); Resend waits SPEC §9's 30 s from it. */
  codeSentAt?: number | undefined
  /** The boxes are full: core's action for the code (its failure lands in `error`). */
  onComplete: (otp: string) => Promise<unknown>
  /** Resend: core's action mailing a new code. */
  onResend: () => Promise<unknown>
  /** What Resend says. @defaultValue 'Resend code' */
  resendLabel?: string
  /** What Resend says while it waits, with `{seconds}`. @defaultValue 'Resend in {seconds} s' */
  resendWaitLabel?: string
  /** Below Resend ("Use another email"). */
  children?: ReactNode
}

/**
 * A code step: "{title} {email}", six boxes that submit themselves once full, the error under
 * them (a wrong code says how many tries are left when known; a burnt or expired one asks for a
 * new code), and Resend, held for 30 s with the seconds shown.
 */
export function CodeStep(props: CodeStepProps) {
  const { pending, codeSentAt } = props
  const errorId = useId()
  const [shownAt, setShownAt] = useState(() => Date.now())
  // When the last code was mailed: core's time when it keeps one, else when this step showed
  // (core opens it right after mailing) or the last resend went out.
  const sentAt = codeSentAt ?? shownAt
  const wait = useRetryCountdown(sentAt + EMAIL_THROTTLE_MS)
  const [boxesKey, setBoxesKey] = useState(0)
  const submitted = useRef(false)
  const m = useMessages('emailCode', emailCodeMessages)
  const errorText = useErrorText()
  const error = describeCodeError(props, m, errorText)
  const dead = DEAD_CODE.has(props.errorCode ?? '')
  // A refused code clears the boxes for the next try (a new key remounts them, focus on the first).
  useEffect(() => {
    if (pending || !submitted.current) return
    submitted.current = false
    if (error) setBoxesKey((key) => key + 1)
  }, [pending, error])

  const resend = () => {
    if (pending || wait > 0) return
    props.onResend().then(() => setShownAt(Date.now()), ignore)
  }
  const resendLabel = props.resendLabel ?? m.resend

  return (
    <>
      <div className="latch-login-head">
        <span className="latch-login-icon" aria-hidden="true">
          <SvgIcon path={MAIL_ICON} size={26} />
        </span>
        <p className="latch-login-title">{props.title ?? m.title}</p>
        <p className="latch-login-email">{props.email}</p>
        <p className="latch-muted">{props.note ?? m.expires}</p>
      </div>
      <OtpBoxes
        key={boxesKey}
        length={EMAIL_OTP_LENGTH}
        disabled={pending || dead}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onComplete={(otp) => {
          submitted.current = true
          props.onComplete(otp).catch(ignore)
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
            {m.checking}
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
          {wait > 0 ? m.t(m.requestNewWait, { seconds: wait }) : m.requestNew}
        </button>
      ) : (
        <p className="latch-login-resend">
          {m.notReceived}{' '}
          <button
            type="button"
            className="latch-link-button"
            aria-disabled={pending || wait > 0 || undefined}
            onClick={resend}
          >
            {wait > 0 ? m.t(props.resendWaitLabel ?? m.resendWait, { seconds: wait }) : resendLabel}
          </button>
        </p>
      )}
      {props.children}
    </>
  )
}

/**
 * The line under the boxes. The server's refusals are told by their code (how many tries are
 * left, a code that no longer works); anything else (SPEC §5's 'Please try again after {n}
 * seconds', a frame that could not load) is core's error's text in the modal's language.
 */
function describeCodeError(
  { error, failure, errorCode, attemptsLeft }: CodeStepProps,
  m: UseMessagesReturnType<typeof emailCodeMessages>,
  errorText: (error: unknown, fallback?: string) => string,
): string | undefined {
  if (!error) return undefined
  if (errorCode === 'wrong_code') {
    if (attemptsLeft === undefined) return m.wrongCode
    return m.t(m.wrongCodeTries, { count: attemptsLeft })
  }
  if (errorCode === 'code_burnt') return m.codeBurnt
  if (errorCode === 'code_expired') return m.codeExpired
  return errorText(failure, error)
}

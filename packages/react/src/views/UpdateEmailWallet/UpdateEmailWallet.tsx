import {
  type LatchState,
  resetUpdateEmail,
  updateEmail,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
} from '@latch/core'
import { isValidEmail } from '@latch/core/internal'
import { useEffect, useId, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { CodeStep } from '../EmailLogin/CodeStep.tsx'
import { EmailField, MAIL_ICON } from '../EmailLogin/EmailField.tsx'
import { OTP_CSS } from '../EmailLogin/OtpBoxes.tsx'
import { EMAIL_CSS, LOGIN_CSS } from '../EmailLogin/styles.ts'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import type { ViewProps } from '../types.ts'

const selectChange = (state: LatchState) => state.embedded.emailChange
const selectEmail = (state: LatchState) => state.embedded.user?.email

// Core puts a failure in `state.embedded.emailChange.error`, which the step shows.
const ignore = () => {}

const CSS = `
.latch-update-email-form{display:flex;flex-direction:column;gap:6px}
.latch-update-email-done{display:flex;flex-direction:column;align-items:center;gap:14px}
.latch-update-email-done .latch-login-icon{color:var(--_ok)}
`

/**
 * SPEC §2 UpdateEmailWallet (opened from Account for an email account, or by core's
 * `updateEmail`): the new address → the code mailed to the current address → the code mailed to
 * the new one → "Email updated". It renders `state.embedded.emailChange` and calls core's
 * actions; leaving the view forgets the change.
 */
export function UpdateEmailWallet(_props: ViewProps) {
  const client = useLatchClient()
  const change = useLatchStore(selectChange)
  const step = change?.step ?? 'email'
  useEffect(() => () => resetUpdateEmail(client), [client])
  return (
    <div className="latch-login latch-update-email" data-step={step}>
      <Style>{STATUS_PANEL_CSS + EMAIL_CSS + OTP_CSS + LOGIN_CSS + CSS}</Style>
      {step === 'email' ? (
        <NewEmailForm />
      ) : step === 'done' ? (
        <Done email={change?.email} />
      ) : (
        <CodeSteps />
      )}
    </div>
  )
}

/** The new address's field, with the current address above it. */
function NewEmailForm() {
  const client = useLatchClient()
  const change = useLatchStore(selectChange)
  const current = useLatchStore(selectEmail)
  const [email, setEmail] = useState(() => change?.email ?? '')
  const [checked, setChecked] = useState(false)
  const id = useId()
  const trimmed = email.trim()
  const pending = Boolean(change?.pending)
  const error =
    checked && !isValidEmail(trimmed)
      ? 'Enter a valid email address'
      : !pending
        ? describeChangeError(change?.errorCode, change?.error)
        : undefined
  return (
    <>
      <div className="latch-login-head">
        <span className="latch-login-icon" aria-hidden="true">
          <SvgIcon path={MAIL_ICON} size={26} />
        </span>
        <p className="latch-login-title">Your email is</p>
        <p className="latch-login-email">{current}</p>
        <p className="latch-muted">We’ll send a code to it, then one to the new address.</p>
      </div>
      <form
        className="latch-email latch-update-email-form"
        noValidate
        aria-busy={pending || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          setChecked(true)
          if (pending || !isValidEmail(trimmed)) return
          updateEmail(client, { email: trimmed }).catch(ignore)
        }}
      >
        <EmailField
          id={id}
          label="New email address"
          placeholder="New email"
          value={email}
          onChange={setEmail}
          error={error}
          pending={pending}
        />
      </form>
    </>
  )
}

/** The two codes: the current address's, then the new address's (and the wait after it). */
function CodeSteps() {
  const client = useLatchClient()
  const change = useLatchStore(selectChange)
  if (!change) return null
  const newEmail = change.email ?? ''
  const restart = () => updateEmail(client, { email: newEmail })
  const onCurrent = change.step === 'current'
  return (
    <CodeStep
      // A new step gets fresh boxes and its own Resend countdown.
      key={onCurrent ? 'current' : 'new'}
      title={
        onCurrent ? 'Enter the code we sent to your current email' : 'Enter the code we sent to'
      }
      email={onCurrent ? change.currentEmail : newEmail}
      note={
        onCurrent
          ? `Then we’ll send one to ${newEmail}.`
          : change.step === 'confirming'
            ? 'Updating your email…'
            : 'It expires in 10 minutes.'
      }
      pending={change.pending}
      error={describeChangeError(change.errorCode, change.error)}
      errorCode={change.errorCode}
      attemptsLeft={change.attemptsLeft}
      codeSentAt={change.codeSentAt}
      onComplete={(otp) =>
        onCurrent
          ? verifyUpdateEmailPrimaryOtp(client, { otp })
          : verifyUpdateEmailSecondaryOtp(client, { otp })
      }
      // The new address's code can't be sent again alone: Resend starts over at the current one.
      onResend={restart}
      resendLabel={onCurrent ? 'Resend code' : 'Start over'}
      resendWaitLabel={onCurrent ? 'Resend' : 'Start over'}
    >
      <button type="button" className="latch-link-button" onClick={() => resetUpdateEmail(client)}>
        Use another email
      </button>
    </CodeStep>
  )
}

/** Changed: the new address, and back to the account (which shows it). */
function Done({ email }: { email: string | undefined }) {
  const client = useLatchClient()
  return (
    <div className="latch-update-email-done" role="status">
      <div className="latch-login-head">
        <span className="latch-login-icon" aria-hidden="true">
          <SvgIcon name="check" size={26} />
        </span>
        <p className="latch-login-title">Email updated. Your wallet now uses</p>
        <p className="latch-login-email">{email}</p>
      </div>
      <button
        type="button"
        className="latch-button-primary latch-login-primary"
        onClick={() => client.goBack()}
      >
        Back to account
      </button>
    </div>
  )
}

/** The server's refusals of an address, by code; any other failure is core's message. */
function describeChangeError(
  errorCode: string | undefined,
  error: string | undefined,
): string | undefined {
  if (!error) return undefined
  if (errorCode === 'email_taken') return 'Another account already uses this email.'
  if (errorCode === 'same_email') return 'This is already your email.'
  if (errorCode === 'invalid_email') return 'Enter a valid email address'
  return error
}

import {
  type LatchError,
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
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { CodeStep } from '../EmailLogin/CodeStep.tsx'
import { EmailField, MAIL_ICON } from '../EmailLogin/EmailField.tsx'
import { emailCodeMessages, emailFormMessages } from '../EmailLogin/messages.ts'
import { OTP_CSS } from '../EmailLogin/OtpBoxes.tsx'
import { EMAIL_CSS, LOGIN_CSS } from '../EmailLogin/styles.ts'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import type { ViewProps } from '../types.ts'
import { updateEmailMessages } from './messages.ts'

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
  const m = useMessages('updateEmail', updateEmailMessages)
  const form = useMessages('emailForm', emailFormMessages)
  const errorText = useErrorText()
  const trimmed = email.trim()
  const pending = Boolean(change?.pending)
  const error =
    checked && !isValidEmail(trimmed)
      ? form.invalid
      : !pending
        ? describeChangeError(change, m, form.invalid, errorText)
        : undefined
  return (
    <>
      <div className="latch-login-head">
        <span className="latch-login-icon" aria-hidden="true">
          <SvgIcon path={MAIL_ICON} size={26} />
        </span>
        <p className="latch-login-title">{m.current}</p>
        <p className="latch-login-email">{current}</p>
        <p className="latch-muted">{m.currentNote}</p>
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
          label={m.label}
          placeholder={m.placeholder}
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
  const m = useMessages('updateEmail', updateEmailMessages)
  const code = useMessages('emailCode', emailCodeMessages)
  const form = useMessages('emailForm', emailFormMessages)
  const errorText = useErrorText()
  if (!change) return null
  const newEmail = change.email ?? ''
  const restart = () => updateEmail(client, { email: newEmail })
  const onCurrent = change.step === 'current'
  return (
    <CodeStep
      // A new step gets fresh boxes and its own Resend countdown.
      key={onCurrent ? 'current' : 'new'}
      title={onCurrent ? m.currentTitle : code.title}
      email={onCurrent ? change.currentEmail : newEmail}
      note={
        onCurrent
          ? m.t(m.thenNew, { email: newEmail })
          : change.step === 'confirming'
            ? m.updating
            : undefined
      }
      pending={change.pending}
      error={describeChangeError(change, m, form.invalid, errorText)}
      failure={change.failure}
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
      resendLabel={onCurrent ? undefined : m.startOver}
      resendWaitLabel={onCurrent ? undefined : m.startOverWait}
    >
      <button type="button" className="latch-link-button" onClick={() => resetUpdateEmail(client)}>
        {code.changeEmail}
      </button>
    </CodeStep>
  )
}

/** Changed: the new address, and back to the account (which shows it). */
function Done({ email }: { email: string | undefined }) {
  const client = useLatchClient()
  const m = useMessages('updateEmail', updateEmailMessages)
  return (
    <div className="latch-update-email-done" role="status">
      <div className="latch-login-head">
        <span className="latch-login-icon" aria-hidden="true">
          <SvgIcon name="check" size={26} />
        </span>
        <p className="latch-login-title">{m.done}</p>
        <p className="latch-login-email">{email}</p>
      </div>
      <button
        type="button"
        className="latch-button-primary latch-login-primary"
        onClick={() => client.goBack()}
      >
        {m.back}
      </button>
    </div>
  )
}

/**
 * The server's refusals of an address, by code; any other failure is core's error's text in the
 * modal's language.
 */
function describeChangeError(
  change: { error?: string; errorCode?: string; failure?: LatchError } | undefined,
  m: { emailTaken: string; sameEmail: string },
  invalid: string,
  errorText: (error: unknown, fallback?: string) => string,
): string | undefined {
  if (!change?.error) return undefined
  if (change.errorCode === 'email_taken') return m.emailTaken
  if (change.errorCode === 'same_email') return m.sameEmail
  if (change.errorCode === 'invalid_email') return invalid
  return errorText(change.failure, change.error)
}

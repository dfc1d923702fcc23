import { connectEmail, connectPasskey, type LatchState } from '@latch/core'
import { isValidEmail } from '@latch/core/internal'
import { useId, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { Style } from '../../shadow/Style.tsx'
import type { ViewProps } from '../types.ts'
import { EmailField } from './EmailField.tsx'
import { emailFormMessages } from './messages.ts'
import { EMAIL_CSS } from './styles.ts'

const selectPending = (state: LatchState) =>
  Boolean(state.embedded.pending && state.embedded.step === 'email')
const selectError = (state: LatchState) => state.embedded.error
const selectFailure = (state: LatchState) => state.embedded.failure

/** Connect renders the field through `LazyView` (which passes its `entry`); EmailLogin with `inLogin`. */
type EmailFormProps = Partial<ViewProps> & { inLogin?: boolean }

/**
 * SPEC §2 Connect's email method: an email field and Continue. The address is checked with core's
 * `isValidEmail` before anything is sent; core's `connectEmail` loads the embedded wallet, asks
 * it to mail a code (or a device link) and opens EmailLogin. Its failures ('Please try again
 * after {n} seconds', a frame that could not load) come back in `state.embedded.error`.
 */
export function EmailForm({ inLogin = false }: EmailFormProps) {
  const client = useLatchClient()
  const pending = useLatchStore(selectPending)
  // Core's error belongs to the email step when this form sent it, or when EmailLogin is back on
  // the email step (core cleared older errors then); not a code step's error left behind in Connect.
  const [sent, setSent] = useState(false)
  const coreError = useLatchStore(selectError)
  const failure = useLatchStore(selectFailure)
  const m = useMessages('emailForm', emailFormMessages)
  const errorText = useErrorText()
  const [email, setEmail] = useState(() => client.getState().embedded.email ?? '')
  // Checked on submit, then as the visitor corrects it: no error while a first address is typed.
  const [checked, setChecked] = useState(false)
  const [passkeyPending, setPasskeyPending] = useState(false)
  const fieldId = useId()
  const trimmed = email.trim()
  const invalid = checked && !isValidEmail(trimmed)
  const error = invalid
    ? m.invalid
    : (sent || inLogin) && !pending && coreError
      ? errorText(failure, coreError)
      : undefined
  return (
    <form
      className="latch-email"
      noValidate
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        setChecked(true)
        if (pending || !isValidEmail(trimmed)) return
        setSent(true)
        // Core shows the outcome (EmailLogin, or the error in state): nothing to catch here.
        connectEmail(client, { email: trimmed }).catch(() => {})
      }}
    >
      <Style>{EMAIL_CSS}</Style>
      <EmailField
        id={fieldId}
        label={m.label}
        placeholder={m.placeholder}
        value={email}
        onChange={setEmail}
        error={error}
        pending={pending}
      />
      <button
        type="button"
        className="latch-email-passkey"
        aria-disabled={pending || passkeyPending || undefined}
        onClick={() => {
          if (pending || passkeyPending) return
          setSent(true)
          setPasskeyPending(true)
          // A wallet added a passkey earlier: the frame signs in with it (core connects, or shows
          // the error in state; a cancelled passkey dialog leaves everything as it was).
          connectPasskey(client)
            .catch(() => {})
            .finally(() => setPasskeyPending(false))
        }}
      >
        {passkeyPending ? <span className="latch-spinner" aria-hidden="true" /> : null}
        {m.passkey}
      </button>
    </form>
  )
}

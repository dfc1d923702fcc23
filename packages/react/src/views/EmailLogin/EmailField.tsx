import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { emailFormMessages } from './messages.ts'

/** An envelope on the 24-unit grid. */
export const MAIL_ICON = 'M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6'

type EmailFieldProps = {
  /** From `useId`: the input is `${id}-input`, the error `${id}-error`. */
  id: string
  /** The field's name for screen readers ('Email address', 'New email address'). */
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** The line under the field (an alert), tied to it. */
  error: string | undefined
  pending: boolean
}

/**
 * The email input with its Continue button (EmailForm's and UpdateEmailWallet's): a hidden label,
 * the envelope, a spinner while `pending`, the error tied to the input. Its form submits it.
 */
export function EmailField({
  id,
  label,
  placeholder,
  value,
  onChange,
  error,
  pending,
}: EmailFieldProps) {
  const m = useMessages('emailForm', emailFormMessages)
  return (
    <>
      <label className="latch-visually-hidden" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="latch-email-field" data-invalid={error ? '' : undefined}>
        <span className="latch-email-icon">
          <SvgIcon path={MAIL_ICON} size={20} />
        </span>
        <input
          id={`${id}-input`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <button
          type="submit"
          className="latch-email-submit"
          aria-disabled={pending || !value.trim() || undefined}
        >
          {pending ? <span className="latch-spinner" aria-hidden="true" /> : null}
          {m.submit}
        </button>
      </div>
      {error ? (
        <p className="latch-email-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

import { DEFAULT_ACCOUNT_NAME_ZONE } from '@latch/core'
import { useId, useSyncExternalStore } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { type UseMessagesReturnType, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { EMAIL_CSS, LOGIN_CSS } from '../EmailLogin/styles.ts'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import type { ViewProps } from '../types.ts'
import { AT_ICON } from './icon.ts'
import { registerNameMessages } from './messages.ts'
import {
  type RegistrationFailure,
  registrationStore,
  setRegistration,
  submitRegistration,
} from './registration.ts'
import { REGISTER_NAME_CSS } from './styles.ts'
import { type NameCheck, useNameCheck } from './useNameCheck.ts'

/**
 * SPEC §2 RegisterAccountName: the visitor picks a name for the embedded wallet's account. The
 * field checks SPEC §5's rule (after ENSIP-15) as it is typed and then whether the name is free,
 * offering free variants; Register has the account sign for the name in the frame and sends it
 * to the server (core's `registerAccountName`). Only for an account of the auth connector
 * (SPEC §6): any other account sees 'Address or auth connector not found'.
 */
export function RegisterAccountName(_props: ViewProps) {
  const client = useLatchClient()
  const { address } = useLatchAccount({ namespace: 'eip155' })
  const isAuth = useLatchStore((state) => state.connectedConnectorIds.eip155 === 'AUTH')
  const store = registrationStore(client)
  const registration = useSyncExternalStore(store.subscribe, store.get, store.get)
  const check = useNameCheck(client, registration.typed)
  const id = useId()
  const m = useMessages('registerName', registerNameMessages)
  const errorText = useErrorText()
  if (!address || !isAuth) {
    return (
      <div className="latch-login">
        <p className="latch-email-error" role="alert">
          {m.notAuth}
        </p>
      </div>
    )
  }
  const pending = registration.status === 'pending'
  const blocked = pending || !['free', 'unknown'].includes(check.status)
  const error =
    check.status === 'invalid'
      ? errorText(check.error)
      : failureText(registration.error, m, errorText)
  return (
    <div
      className="latch-login latch-register-name"
      data-state={pending ? 'pending' : check.status}
    >
      <Style>{EMAIL_CSS + LOGIN_CSS + REGISTER_NAME_CSS}</Style>
      <div className="latch-login-head">
        <span className="latch-login-icon" aria-hidden="true">
          <SvgIcon path={AT_ICON} size={26} />
        </span>
        <p className="latch-register-title">{m.title}</p>
        <p className="latch-muted">{m.lead}</p>
      </div>
      <form
        className="latch-email"
        noValidate
        aria-busy={pending || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          if (!blocked) void submitRegistration(client, registration.typed)
        }}
      >
        <label className="latch-visually-hidden" htmlFor={`${id}-input`}>
          {m.label}
        </label>
        <div className="latch-email-field" data-invalid={error ? '' : undefined}>
          <input
            id={`${id}-input`}
            name="account-name"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={m.placeholder}
            maxLength={63}
            value={registration.typed}
            readOnly={pending}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-status`}
            onChange={(event) =>
              setRegistration(client, { typed: event.currentTarget.value, error: undefined })
            }
          />
          <span className="latch-register-zone" aria-hidden="true">
            .{DEFAULT_ACCOUNT_NAME_ZONE}
          </span>
          <button type="submit" className="latch-email-submit" aria-disabled={blocked || undefined}>
            {pending ? <span className="latch-spinner" aria-hidden="true" /> : null}
            {m.register}
          </button>
        </div>
        <p
          className="latch-register-status"
          id={`${id}-status`}
          role={error ? 'alert' : undefined}
          aria-live="polite"
          data-state={error ? 'error' : check.status}
        >
          {error ?? statusLine(check, pending, m, errorText)}
        </p>
      </form>
      {check.status === 'taken' ? (
        <Suggestions
          label={m.suggestions}
          names={check.suggestions.map((entry) => entry.name)}
          disabled={pending}
          onPick={(name) =>
            setRegistration(client, {
              typed: name.slice(0, -DEFAULT_ACCOUNT_NAME_ZONE.length - 1),
              error: undefined,
            })
          }
        />
      ) : null}
    </div>
  )
}

type Texts = UseMessagesReturnType<typeof registerNameMessages>
type ErrorText = (error: unknown, fallback?: string) => string

/** The line under the field after a failed registration, if one failed. */
function failureText(
  failure: RegistrationFailure | undefined,
  m: Texts,
  errorText: ErrorText,
): string | undefined {
  if (!failure) return undefined
  return 'reason' in failure ? m[failure.reason] : errorText(failure.error, m.retry)
}

function statusLine(check: NameCheck, pending: boolean, m: Texts, errorText: ErrorText): string {
  if (pending) return m.pending
  switch (check.status) {
    case 'empty':
      return m.empty
    case 'checking':
      return m.t(m.checking, { name: check.name })
    case 'free':
      return m.t(m.free, { name: check.name })
    case 'taken':
      return m.t(m.taken, { name: check.name })
    case 'unknown':
      return errorText(check.error, m.suggestionsFailed)
    default:
      return ''
  }
}

function Suggestions({
  label,
  names,
  disabled,
  onPick,
}: {
  label: string
  names: string[]
  disabled: boolean
  onPick: (name: string) => void
}) {
  if (names.length === 0) return null
  return (
    <div className="latch-register-suggestions">
      <p className="latch-register-suggestions-label">{label}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="latch-register-suggestion"
              aria-disabled={disabled || undefined}
              onClick={() => (disabled ? undefined : onPick(name))}
            >
              {name}
              <SvgIcon path={ICON_PATHS.chevronRight} size={14} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

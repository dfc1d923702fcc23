import type { LatchState, ToastVariant } from '@latch/core'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import type { Message } from '../i18n/types.ts'
import { useErrorText } from '../i18n/useErrorText.ts'
import { useMessages } from '../i18n/useMessages.ts'
import { type IconName, SvgIcon } from '../icons/icons.tsx'
import { NO_ENGLISH } from './messages.ts'

const selectToast = (state: LatchState) => state.toast

const ICONS: Record<Exclude<ToastVariant, 'loading'>, IconName> = {
  success: 'check',
  error: 'alert',
  info: 'info',
}

/**
 * The one toast (SPEC §3). The element stays mounted as a live region so screen readers
 * announce each message; errors use `role="alert"`. Core handles timing (auto-close, the
 * 150 ms swap): `toast.open` false plays the leave animation.
 */
export function Toast() {
  const toast = useLatchStore(selectToast)
  // A toast carries its English (`message`) and what to translate it by: an error (its class's
  // text) or a key of the `toast` namespace (Modal/toastMessages.ts), never its text.
  const m = useMessages('toast', NO_ENGLISH)
  const errorText = useErrorText()
  const translated = toast?.key
    ? (m as unknown as Partial<Record<string, Message>>)[toast.key]
    : undefined
  const isError = toast?.variant === 'error'
  return (
    <div
      className="latch-toast"
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      data-variant={toast?.variant}
      data-state={toast ? (toast.open ? 'open' : 'closed') : 'idle'}
    >
      {toast ? (
        <>
          <span className="latch-toast-icon">
            {toast.variant === 'loading' ? (
              <span className="latch-spinner" />
            ) : (
              <SvgIcon name={ICONS[toast.variant]} size={14} />
            )}
          </span>
          {toast.error
            ? errorText(toast.error, toast.message)
            : translated
              ? m.t(translated, toast.values)
              : toast.message}
        </>
      ) : null}
    </div>
  )
}

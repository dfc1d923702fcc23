import type { LatchState, ToastVariant } from '@latch/core'
import { lazy, Suspense } from 'react'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import type { Message } from '../i18n/types.ts'
import { NO_ENGLISH, useLatchLocale, useMessages } from '../i18n/useMessages.ts'
import { type IconName, SvgIcon } from '../icons/icons.tsx'

const selectToast = (state: LatchState) => state.toast

// An error's text in another language: its own chunk (English needs none, see below). A failed
// download shows the English message: a render error here would unmount the site's tree.
const ToastErrorText = lazy(() =>
  import('./ToastErrorText.tsx').then(
    (module) => ({ default: module.ToastErrorText }),
    () => ({ default: ({ message }: { message: string }) => message }),
  ),
)

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
  const { locale } = useLatchLocale()
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
          {toast.error && locale !== 'en' ? (
            // Until its chunk arrives the English message shows.
            <Suspense fallback={toast.message}>
              <ToastErrorText error={toast.error} message={toast.message} />
            </Suspense>
          ) : translated ? (
            m.t(translated, toast.values)
          ) : (
            toast.message
          )}
        </>
      ) : null}
    </div>
  )
}

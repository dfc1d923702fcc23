import type { LatchState, ToastVariant } from '@latch/core'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { type IconName, SvgIcon } from '../icons/icons.tsx'

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
          {toast.message}
        </>
      ) : null}
    </div>
  )
}

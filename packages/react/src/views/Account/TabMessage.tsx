import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { accountMessages } from './messages.ts'
import { useRetryCountdown } from './useRetryCountdown.ts'

/** A tab's empty, unavailable or failed state: an icon, a title, a line, maybe a retry. */
export function TabMessage({
  icon,
  title,
  children,
  state,
  onRetry,
  retryBlockedUntil = 0,
}: {
  icon: string
  title: string
  children?: ReactNode
  state: 'empty' | 'unsupported' | 'error'
  onRetry?: () => void
  retryBlockedUntil?: number
}) {
  const wait = useRetryCountdown(retryBlockedUntil)
  const m = useMessages('account', accountMessages)
  return (
    <div className="latch-tab-message" data-state={state}>
      <span className="latch-tab-message-icon">
        <SvgIcon path={icon} size={22} />
      </span>
      <p className="latch-tab-message-title">{title}</p>
      {children ? <p className="latch-tab-message-text">{children}</p> : null}
      {onRetry ? (
        <button
          type="button"
          className="latch-balance-retry"
          aria-disabled={wait > 0 || undefined}
          onClick={() => {
            if (wait === 0) onRetry()
          }}
        >
          <SvgIcon path={ICON_PATHS.retry} size={14} />
          {wait > 0 ? m.t(m.retryIn, { seconds: wait }) : m.retry}
        </button>
      ) : null}
    </div>
  )
}

/** Placeholder rows while a list loads; named once for screen readers. */
export function SkeletonRows({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="latch-skeleton-rows">
      <span className="latch-visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <div key={i} className="latch-skeleton-row" aria-hidden="true">
          <span className="latch-skeleton latch-skeleton-disc" />
          <span className="latch-skeleton-lines">
            <span className="latch-skeleton" />
            <span className="latch-skeleton latch-skeleton-short" />
          </span>
        </div>
      ))}
    </div>
  )
}

import type { ReactNode } from 'react'

/** Placeholder tiles while wallets load (hidden from assistive technology). */
export function WalletSkeletons({ count }: { count: number }) {
  return (
    <div className="latch-aw-skeletons" aria-hidden="true" data-skeletons={count}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <span key={index} className="latch-aw-skeleton" />
      ))}
    </div>
  )
}

export type StatePanelProps = {
  icon: ReactNode
  title: string
  text: string
  onRetry?: () => void
  /** The retry button's text ('Retry'). */
  retryText?: string
}

/** The empty and error states, in the grid's place (same height: the modal doesn't jump). */
export function StatePanel({ icon, title, text, onRetry, retryText }: StatePanelProps) {
  return (
    <div className="latch-aw-panel">
      <div className="latch-empty" role={onRetry ? 'alert' : undefined}>
        <span className="latch-empty-icon">{icon}</span>
        <p className="latch-empty-title">{title}</p>
        <p className="latch-muted">{text}</p>
        {onRetry ? (
          <button type="button" className="latch-button-secondary" onClick={onRetry}>
            {retryText}
          </button>
        ) : null}
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { modalMessages } from '../../Modal/messages.ts'
import { ICON_PATHS } from './extraIcons.ts'

/** Where a request to the wallet stands: waiting for the visitor, or failed. */
export type StatusPanelState = 'waiting' | 'failed'

type StatusPanelProps = {
  state: StatusPanelState
  /** The wallet's or the network's icon, drawn large in the middle. */
  icon: ReactNode
  /** `round` for a circular icon (a network), `square` for a wallet's tile. */
  shape: 'round' | 'square'
  title: string
  text: string
  onRetry?: (() => void) | undefined
}

/**
 * The body of a view waiting on the wallet (ConnectingExternal, SwitchNetwork): the icon with a
 * pulsing ring while waiting; a red ring, the failure and "Try again" when the request failed.
 * The texts sit in a live region, so a screen reader hears the outcome.
 */
export function StatusPanel({ state, icon, shape, title, text, onRetry }: StatusPanelProps) {
  const m = useMessages('modal', modalMessages)
  return (
    <div className="latch-status" data-state={state} data-shape={shape}>
      <div className="latch-status-icon">
        {icon}
        {state === 'failed' ? (
          <span className="latch-status-badge">
            <SvgIcon path={ICON_PATHS.close} size={14} />
          </span>
        ) : null}
      </div>
      <div className="latch-status-text" aria-live="polite">
        <p className="latch-status-title">{title}</p>
        <p className="latch-muted">{text}</p>
      </div>
      {state === 'failed' && onRetry ? (
        <button type="button" className="latch-button-primary" onClick={onRetry}>
          <SvgIcon path={ICON_PATHS.retry} size={16} />
          {m.retry}
        </button>
      ) : null}
    </div>
  )
}

/** CSS of {@link StatusPanel} and the primary button, loaded with the views that use them. */
export const STATUS_PANEL_CSS = `
.latch-status{display:flex;flex-direction:column;align-items:center;gap:14px;padding:12px 4px 6px;text-align:center}
.latch-status-icon{position:relative;display:grid;place-items:center;width:96px;height:96px;--_ring:22px}
.latch-status[data-shape=round] .latch-status-icon{--_ring:50%}
.latch-status-icon::before,.latch-status-icon::after{content:'';position:absolute;inset:12px;border-radius:var(--_ring);border:2px solid var(--_accent);opacity:0;pointer-events:none}
.latch-status[data-state=waiting] .latch-status-icon::before{animation:latch-pulse 1.8s ease-out infinite}
.latch-status[data-state=waiting] .latch-status-icon::after{animation:latch-pulse 1.8s .9s ease-out infinite}
.latch-status[data-state=failed] .latch-status-icon::before{opacity:1;inset:6px;border-color:var(--_err)}
@keyframes latch-pulse{from{opacity:.75;transform:scale(1)}to{opacity:0;transform:scale(1.3)}}
@media (prefers-reduced-motion:reduce){.latch-status[data-state=waiting] .latch-status-icon::before{animation:none;opacity:.6;inset:6px}.latch-status[data-state=waiting] .latch-status-icon::after{animation:none}}
.latch-status-icon>.latch-wallet-icon{width:72px;height:72px;border-radius:20px;font-size:24px}
.latch-status-badge{position:absolute;inset-inline-end:8px;bottom:8px;display:grid;place-items:center;width:24px;height:24px;border-radius:50%;background:var(--_err);color:var(--_bg);box-shadow:0 0 0 3px var(--_bg)}
.latch-status-text{display:flex;flex-direction:column;align-items:center;gap:6px}
.latch-status-title{font-size:var(--_t-md);font-weight:600}
.latch-button-primary{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:40px;padding:0 20px;border:0;border-radius:999px;background:var(--_accent);color:var(--_on-accent);font-weight:600;transition:filter .12s,transform .12s}
.latch-button-primary:hover{filter:brightness(1.06)}
.latch-button-primary:active{transform:scale(.97)}
`

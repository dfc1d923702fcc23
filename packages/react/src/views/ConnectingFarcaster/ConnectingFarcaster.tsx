import { connectFarcaster, type LatchState } from '@latch/core'
import { useEffect, useRef } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { QrCode } from '../../QrCode/QrCode.tsx'
import { Style } from '../../shadow/Style.tsx'
import { copyText } from '../shared/copyText.ts'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import type { ViewProps } from '../types.ts'
import { farcasterMessages } from './messages.ts'

/** Edge of the code in CSS pixels (as WalletConnect's pairing code). */
const QR_SIZE_PX = 240

const selectFarcaster = (state: LatchState) => state.embedded.farcaster

/**
 * SPEC §2 ConnectingFarcaster: the Farcaster login's channel link (SPEC §4: a URL, no popup) as a
 * QR code to scan with the Farcaster app, an "Open in Farcaster" link for a phone and a copy
 * button; while the visitor approves there, a waiting line. A failure (declined, expired, not
 * verified) shows SPEC §8's 'Failed to connect to farcaster' with Try again (a new channel).
 * Opened by core's `connectFarcaster`, which drives `state.embedded.farcaster`.
 */
export function ConnectingFarcaster(_props: ViewProps) {
  const client = useLatchClient()
  const farcaster = useLatchStore(selectFarcaster)
  const m = useMessages('farcaster', farcasterMessages)
  const errorText = useErrorText()
  const url = farcaster?.url
  const failed = farcaster?.status === 'error'
  const root = useRef<HTMLDivElement>(null)
  const wasFailed = useRef(failed)
  useEffect(() => {
    // Try again removes the button that had focus: keep it in the view (Escape still closes).
    if (wasFailed.current && !failed) root.current?.focus()
    wasFailed.current = failed
  }, [failed])
  return (
    <div className="latch-farcaster" ref={root} tabIndex={-1}>
      <Style>{FARCASTER_CSS}</Style>
      <div className="latch-farcaster-code" style={{ width: QR_SIZE_PX, height: QR_SIZE_PX }}>
        {url && !failed ? (
          <QrCode value={url} size={QR_SIZE_PX} label={m.qrLabel} />
        ) : (
          <div
            className="latch-farcaster-placeholder"
            role="img"
            aria-label={failed ? m.qrEnded : m.qrPreparing}
            aria-busy={!failed}
          />
        )}
      </div>
      {failed ? (
        <>
          <p className="latch-farcaster-error" role="alert">
            {errorText(farcaster?.failure, farcaster?.error ?? m.failed)}
          </p>
          <button
            type="button"
            className="latch-button-primary"
            onClick={() => void connectFarcaster(client).catch(() => {})}
          >
            {m.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p className="latch-farcaster-lead">{m.lead}</p>
          <p className="latch-farcaster-status" role="status">
            {url ? m.waiting : m.preparing}
          </p>
          {url && (
            <div className="latch-farcaster-actions">
              <a
                className="latch-button-primary"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {m.open}
              </a>
              <button
                type="button"
                className="latch-button-secondary"
                onClick={() => void copyText(client, url, 'link')}
              >
                <SvgIcon path={ICON_PATHS.copy} size={16} />
                {m.copy}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  )
}

const FARCASTER_CSS = `${STATUS_PANEL_CSS}
.latch-farcaster:focus{outline:none}
.latch-farcaster{display:flex;flex-direction:column;align-items:center;gap:14px;padding-top:4px;text-align:center}
.latch-farcaster-code{display:flex;align-items:center;justify-content:center;border-radius:var(--_r-lg);overflow:hidden;box-shadow:0 0 0 1px var(--_border)}
.latch-farcaster-placeholder{width:100%;height:100%;background:var(--_surface)}
.latch-farcaster-lead{margin:0;max-width:280px;color:var(--_fg-2);font-size:var(--_t-sm)}
.latch-farcaster-status{margin:0;font-size:var(--_t-sm);font-weight:600}
.latch-farcaster-error{margin:0;color:var(--_err);font-size:var(--_t-sm);font-weight:600}
.latch-farcaster-actions{display:flex;flex-direction:column;gap:8px;align-self:stretch}
.latch-farcaster .latch-button-primary,.latch-farcaster .latch-button-secondary{width:100%;display:flex;align-items:center;justify-content:center;gap:6px;text-decoration:none;box-sizing:border-box;margin:0}
`

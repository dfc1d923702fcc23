import { hideEmbeddedFrame, type LatchState, showEmbeddedFrame } from '@latch/core'
import { useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { STATUS_PANEL_CSS, StatusPanel } from '../shared/StatusPanel.tsx'
import type { ViewProps } from '../types.ts'
import { approveTransactionMessages } from './messages.ts'
import { useFrameRect } from './useFrameRect.ts'

const CSS = `${STATUS_PANEL_CSS}
.latch-approve{position:relative;display:grid;place-items:center;height:var(--latch-approve-height,420px);border-radius:var(--_r-lg);background:var(--_surface)}
.latch-approve-wait{display:flex;flex-direction:column;align-items:center;gap:10px;color:var(--_fg-2);font-size:var(--_t-sm);animation:latch-fade-in .15s .3s both}
.latch-approve-wait>.latch-spinner{width:22px;height:22px;color:var(--_accent)}
.latch-approve-refused{display:flex;flex-direction:column;align-items:center;gap:4px}
.latch-approve-refused .latch-button-secondary{min-width:140px}
`

const selectError = (state: LatchState) => state.embedded.error
const selectErrorCode = (state: LatchState) => state.embedded.errorCode
const selectFailure = (state: LatchState) => state.embedded.failure

/**
 * SPEC §2 ApproveTransaction, opened by core for an unsafe request to the embedded wallet. The
 * request is shown and answered inside the wallet's own frame, never in the page: this view only
 * holds the place where the frame is drawn, and reports that box's position to core
 * (`showEmbeddedFrame`) as it moves; leaving the view hides the frame. A method on neither of
 * SPEC §6's lists shows 'Action not allowed' (`state.embedded.error`) instead.
 */
export function ApproveTransaction(_props: ViewProps) {
  const client = useLatchClient()
  const error = useLatchStore(selectError)
  const errorCode = useLatchStore(selectErrorCode)
  const failure = useLatchStore(selectFailure)
  const errorText = useErrorText()
  const m = useMessages('approveTransaction', approveTransactionMessages)
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  useFrameRect(
    error ? null : box,
    (rect) => showEmbeddedFrame(client, rect),
    () => hideEmbeddedFrame(client),
  )
  if (error) {
    return (
      <div className="latch-approve-refused" data-state="refused">
        <Style>{CSS}</Style>
        <StatusPanel
          state="failed"
          shape="round"
          icon={
            <span className="latch-empty-icon">
              <SvgIcon name="alertCircle" size={28} />
            </span>
          }
          // Another refusal: core's failure, translated by its class.
          title={errorCode === 'not_allowed' ? m.notAllowedTitle : errorText(failure, error)}
          text={errorCode === 'not_allowed' ? m.notAllowedText : m.failedText}
        />
        <button type="button" className="latch-button-secondary" onClick={() => client.close()}>
          {m.close}
        </button>
      </div>
    )
  }
  return (
    <div className="latch-approve" ref={setBox} data-state="waiting" aria-busy="true">
      <Style>{CSS}</Style>
      {/* Seen only until the wallet's frame draws over the box. */}
      <p className="latch-approve-wait" role="status">
        <span className="latch-spinner" aria-hidden="true" />
        {m.opening}
      </p>
    </div>
  )
}

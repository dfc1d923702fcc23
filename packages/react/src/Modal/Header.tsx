import type { LatchState } from '@latch/core'
import { isCloseBlocked } from '@latch/core/internal'
import { useState } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { NO_ENGLISH, useMessages } from '../i18n/useMessages.ts'
import { SvgIcon } from '../icons/icons.tsx'
import { getViewTitle } from '../views/titles.ts'
import { modalMessages } from './messages.ts'

const selectTop = (state: LatchState) => state.history.at(-1) ?? { view: 'Connect' as const }
const selectCanGoBack = (state: LatchState) => state.history.length > 1
const selectConnectors = (state: LatchState) => state.connectors

/**
 * Back (when there is somewhere to go back to), the view's title, close. Embedded mode has no
 * close button: the panel is part of the page and can't be dismissed.
 */
export function Header({ titleId, closable }: { titleId: string; closable: boolean }) {
  const client = useLatchClient()
  const top = useLatchStore(selectTop)
  const canGoBack = useLatchStore(selectCanGoBack)
  const connectors = useLatchStore(selectConnectors)
  // SPEC §4: a required sign-in can't be closed (core refuses and shakes the modal).
  const closeBlocked = useLatchStore(isCloseBlocked)
  const m = useMessages('modal', modalMessages)
  // The titles' English is VIEW_TITLES (a public export): the language's entry goes over it.
  const titles = useMessages('titles', NO_ENGLISH) as unknown as Partial<Record<string, string>>
  const title = getViewTitle(top, connectors)
  return (
    <div className="latch-header">
      {canGoBack ? (
        <button
          type="button"
          className="latch-icon-button"
          data-action="back"
          aria-label={m.back}
          onClick={() => client.goBack()}
        >
          <SvgIcon name="back" />
        </button>
      ) : null}
      <Title id={titleId} text={(title.key && titles[title.key]) || title.text} />
      {closable ? (
        <button
          type="button"
          className="latch-icon-button"
          data-action="close"
          aria-label={m.close}
          aria-disabled={closeBlocked || undefined}
          onClick={() => client.close()}
        >
          <SvgIcon name="close" />
        </button>
      ) : null}
    </div>
  )
}

/**
 * The title cross-fades: the new text fades in while the old one, kept for the length of the
 * animation and hidden from assistive technology, fades out in the same grid cell. The first
 * title arrives with the dialog (no fade of its own), like the first view.
 */
function Title({ id, text }: { id: string; text: string }) {
  const [titles, setTitles] = useState({
    current: text,
    previous: undefined as string | undefined,
    changed: false,
  })
  // Adjusting state while rendering (React's pattern for "previous prop"): no extra commit.
  if (titles.current !== text) setTitles({ current: text, previous: titles.current, changed: true })
  return (
    <h2 id={id} className="latch-title">
      <span key={titles.current} data-entering={titles.changed ? undefined : ''}>
        {titles.current}
      </span>
      {titles.previous ? (
        <span
          key={`out:${titles.previous}`}
          aria-hidden="true"
          onAnimationEnd={() => setTitles((state) => ({ ...state, previous: undefined }))}
        >
          {titles.previous}
        </span>
      ) : null}
    </h2>
  )
}

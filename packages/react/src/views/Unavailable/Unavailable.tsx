import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import type { ViewProps } from '../types.ts'
import { unavailableMessages } from './messages.ts'

/**
 * Shown for a view this build doesn't include: says so plainly and offers the way back,
 * rather than a screen that looks like it works.
 */
export function Unavailable({ entry }: ViewProps) {
  const client = useLatchClient()
  const m = useMessages('unavailable', unavailableMessages)
  // The view's name is code, not words: it shows in <code> where the language's text puts it.
  const [before, after] = m.text.split('{view}')
  return (
    <div className="latch-empty" data-unavailable={entry.view}>
      <span className="latch-empty-icon">
        <SvgIcon name="layers" size={24} />
      </span>
      <p className="latch-empty-title">{m.title}</p>
      <p className="latch-muted">
        {before}
        <code>{entry.view}</code>
        {after}
      </p>
      <button type="button" className="latch-button-secondary" onClick={() => client.goBack()}>
        {m.back}
      </button>
    </div>
  )
}

import { useLatchClient } from '../../context/LatchContext.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import type { ViewProps } from '../types.ts'

/**
 * Shown for a view this build doesn't include: says so plainly and offers the way back,
 * rather than a screen that looks like it works.
 */
export function Unavailable({ entry }: ViewProps) {
  const client = useLatchClient()
  return (
    <div className="latch-empty" data-unavailable={entry.view}>
      <span className="latch-empty-icon">
        <SvgIcon name="layers" size={24} />
      </span>
      <p className="latch-empty-title">This view is not available in this build</p>
      <p className="latch-muted">
        The <code>{entry.view}</code> view isn’t included yet.
      </p>
      <button type="button" className="latch-button-secondary" onClick={() => client.goBack()}>
        Go back
      </button>
    </div>
  )
}

import type { LatchState } from '@latch/core'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { SvgIcon } from '../icons/icons.tsx'

const selectAlert = (state: LatchState) => state.alert

/** SPEC §8 alerts: a banner at the top of the modal until dismissed. */
export function AlertBanner() {
  const client = useLatchClient()
  const alert = useLatchStore(selectAlert)
  if (!alert) return null
  return (
    <div className="latch-alert" role="alert" data-variant={alert.variant} data-alert={alert.id}>
      <SvgIcon name="alertCircle" size={18} />
      <p className="latch-alert-title">{alert.title}</p>
      <p className="latch-alert-text">{alert.description}</p>
      <button
        type="button"
        className="latch-icon-button"
        aria-label="Dismiss alert"
        onClick={() => client.dismissAlert()}
      >
        <SvgIcon name="close" size={14} />
      </button>
    </div>
  )
}

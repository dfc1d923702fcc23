import type { LatchState } from '@latch/core'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { NO_ENGLISH, useMessages } from '../i18n/useMessages.ts'
import { SvgIcon } from '../icons/icons.tsx'
import { modalMessages } from './messages.ts'

const selectAlert = (state: LatchState) => state.alert

/** SPEC §8 alerts: a banner at the top of the modal until dismissed. */
export function AlertBanner() {
  const client = useLatchClient()
  const alert = useLatchStore(selectAlert)
  const m = useMessages('modal', modalMessages)
  // The alert carries core's English (SPEC §8); the language's entry, by the alert's id, goes over it.
  const alerts = useMessages('alerts', NO_ENGLISH) as unknown as Partial<Record<string, string>>
  if (!alert) return null
  return (
    <div className="latch-alert" role="alert" data-variant={alert.variant} data-alert={alert.id}>
      <SvgIcon name="alertCircle" size={18} />
      <p className="latch-alert-title">{alerts[alert.id] ?? alert.title}</p>
      <p className="latch-alert-text">{alerts[`${alert.id}_TEXT`] ?? alert.description}</p>
      <button
        type="button"
        className="latch-icon-button"
        aria-label={m.dismiss}
        onClick={() => client.dismissAlert()}
      >
        <SvgIcon name="close" size={14} />
      </button>
    </div>
  )
}

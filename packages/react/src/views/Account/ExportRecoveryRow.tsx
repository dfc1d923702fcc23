import { exportEmbeddedRecovery } from '@latch/core'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { FrameActionRow } from './FrameActionRow.tsx'
import { accountActionsMessages } from './messages.ts'

/** A key on the 24-unit grid. */
const KEY_ICON = 'M14.5 4a5.5 5.5 0 1 1-3.95 9.33L4 19.9V16h3v-3h2.6M16 8.5v.1'

/**
 * "Export recovery share", for an account of the embedded wallet: the wallet's frame shows the
 * share in its own window (the page never holds it) until the visitor presses Done. A failure
 * shows as a toast with the error's short message.
 */
export function ExportRecoveryRow() {
  const client = useLatchClient()
  const m = useMessages('accountActions', accountActionsMessages)
  return (
    <FrameActionRow
      action="export-recovery"
      icon={KEY_ICON}
      name={m.exportRecovery}
      label={m.exportRecoveryHint}
      run={() => exportEmbeddedRecovery(client)}
    />
  )
}

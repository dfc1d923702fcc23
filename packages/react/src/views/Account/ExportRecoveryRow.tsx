import { exportEmbeddedRecovery, LatchError } from '@latch/core'
import { useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { SvgIcon } from '../../icons/icons.tsx'

/** A key on the 24-unit grid. */
const KEY_ICON = 'M14.5 4a5.5 5.5 0 1 1-3.95 9.33L4 19.9V16h3v-3h2.6M16 8.5v.1'

/**
 * "Export recovery share", for an account of the embedded wallet: the wallet's frame shows the
 * share in its own window (the page never holds it) until the visitor presses Done. A failure
 * shows as a toast with the error's short message.
 */
export function ExportRecoveryRow() {
  const client = useLatchClient()
  const [pending, setPending] = useState(false)
  return (
    <button
      type="button"
      className="latch-wallet latch-row"
      data-action="export-recovery"
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return
        setPending(true)
        exportEmbeddedRecovery(client)
          .catch((error: unknown) => {
            if (error instanceof LatchError) {
              client.showToast({ message: error.shortMessage, variant: 'error' })
            }
          })
          .finally(() => setPending(false))
      }}
    >
      <span className="latch-row-icon">
        <SvgIcon path={KEY_ICON} size={18} />
      </span>
      <span className="latch-row-text">
        <span className="latch-wallet-name">Export recovery share</span>
        <span className="latch-row-label">Shown in your wallet’s own window</span>
      </span>
    </button>
  )
}

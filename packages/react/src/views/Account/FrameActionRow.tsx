import { EmbeddedWalletRequestError, LatchError } from '@latch/core'
import { useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { SvgIcon } from '../../icons/icons.tsx'

type FrameActionRowProps = {
  /** `data-action`, for tests and styles. */
  action: string
  /** An icon path on the 24-unit grid. */
  icon: string
  name: string
  label: string
  /** Core's action; the frame shows its own card meanwhile. */
  run: () => Promise<unknown>
  /** A toast once `run` is done, if any. */
  doneMessage?: string
}

/**
 * An Account row whose work happens in the embedded wallet's own frame (export the recovery
 * share, add a passkey): one run at a time, a toast for a failure in the error's short message;
 * the visitor closing the frame's card (4001) is no failure.
 */
export function FrameActionRow({
  action,
  icon,
  name,
  label,
  run,
  doneMessage,
}: FrameActionRowProps) {
  const client = useLatchClient()
  const [pending, setPending] = useState(false)
  return (
    <button
      type="button"
      className="latch-wallet latch-row"
      data-action={action}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return
        setPending(true)
        run()
          .then(() => {
            if (doneMessage) client.showToast({ message: doneMessage, variant: 'success' })
          })
          .catch((error: unknown) => {
            if (error instanceof EmbeddedWalletRequestError && error.code === 4001) return
            // The toast shows the error's text in the modal's language (by its class).
            if (error instanceof LatchError) {
              client.showToast({ message: error.shortMessage, error, variant: 'error' })
            }
          })
          .finally(() => setPending(false))
      }}
    >
      <span className="latch-row-icon">
        <SvgIcon path={icon} size={18} />
      </span>
      <span className="latch-row-text">
        <span className="latch-wallet-name">{name}</span>
        <span className="latch-row-label">{label}</span>
      </span>
    </button>
  )
}

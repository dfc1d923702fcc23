import { LatchError } from '@latch/core'
import { useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ICON_PATHS } from './extraIcons.ts'
import { disconnectMessages } from './messages.ts'

/**
 * Disconnects every namespace (core clears the state and closes the modal). A wallet that
 * fails to acknowledge still leaves the visitor disconnected; that failure shows as a toast.
 */
export function DisconnectButton() {
  const client = useLatchClient()
  const [pending, setPending] = useState(false)
  const m = useMessages('disconnect', disconnectMessages)
  const disconnect = async () => {
    if (pending) return
    setPending(true)
    try {
      await client.disconnect()
    } catch (error) {
      if (error instanceof LatchError) {
        client.showToast({ message: error.shortMessage, error, variant: 'error' })
      }
    } finally {
      setPending(false)
    }
  }
  return (
    <button
      type="button"
      className="latch-wallet latch-row"
      data-action="disconnect"
      aria-disabled={pending || undefined}
      onClick={disconnect}
    >
      <span className="latch-row-icon">
        {pending ? <span className="latch-spinner" /> : <SvgIcon path={ICON_PATHS.power} />}
      </span>
      <span className="latch-wallet-name">{m.label}</span>
    </button>
  )
}

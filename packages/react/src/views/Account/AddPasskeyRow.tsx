import { addEmbeddedPasskey, EmbeddedWalletRequestError, LatchError } from '@latch/core'
import { useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { SvgIcon } from '../../icons/icons.tsx'

/** A fingerprint-like passkey mark on the 24-unit grid. */
const PASSKEY_ICON =
  'M9 11a3 3 0 1 1 6 0v2a6 6 0 0 1-1.2 3.6M12 11v2.5a8 8 0 0 1-2 5.3M6 12a6 6 0 0 1 12 0M4.5 15.5A9 9 0 0 1 3 11a9 9 0 0 1 18 0'

/**
 * "Add a passkey", for an account of the embedded wallet: the wallet's frame shows its own card
 * (the page never sees the passkey's secret nor the recovery share it protects). A passkey
 * restores the wallet in a new browser ("Use a passkey" at login). Closing the card without one
 * is no error; other failures show as a toast.
 */
export function AddPasskeyRow() {
  const client = useLatchClient()
  const [pending, setPending] = useState(false)
  return (
    <button
      type="button"
      className="latch-wallet latch-row"
      data-action="add-passkey"
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return
        setPending(true)
        addEmbeddedPasskey(client)
          .then(() => client.showToast({ message: 'Passkey added', variant: 'success' }))
          .catch((error: unknown) => {
            if (error instanceof EmbeddedWalletRequestError && error.code === 4001) return
            if (error instanceof LatchError) {
              client.showToast({ message: error.shortMessage, variant: 'error' })
            }
          })
          .finally(() => setPending(false))
      }}
    >
      <span className="latch-row-icon">
        <SvgIcon path={PASSKEY_ICON} size={18} />
      </span>
      <span className="latch-row-text">
        <span className="latch-wallet-name">Add a passkey</span>
        <span className="latch-row-label">Restore this wallet in a new browser</span>
      </span>
    </button>
  )
}

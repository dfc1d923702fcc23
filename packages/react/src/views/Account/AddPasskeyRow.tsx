import { addEmbeddedPasskey } from '@latch/core'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { FrameActionRow } from './FrameActionRow.tsx'
import { accountActionsMessages } from './messages.ts'

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
  const m = useMessages('accountActions', accountActionsMessages)
  return (
    <FrameActionRow
      action="add-passkey"
      icon={PASSKEY_ICON}
      name={m.addPasskey}
      label={m.addPasskeyHint}
      run={() => addEmbeddedPasskey(client)}
      doneMessage={m.passkeyAdded}
    />
  )
}

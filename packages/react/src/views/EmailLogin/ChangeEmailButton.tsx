import { resetEmailLogin } from '@latch/core'
import { useLatchClient } from '../../context/LatchContext.ts'

/** "Use another email": back to the email field, the flow forgotten (core's `resetEmailLogin`). */
export function ChangeEmailButton() {
  const client = useLatchClient()
  return (
    <button
      type="button"
      className="latch-link-button"
      onClick={() => void resetEmailLogin(client)}
    >
      Use another email
    </button>
  )
}

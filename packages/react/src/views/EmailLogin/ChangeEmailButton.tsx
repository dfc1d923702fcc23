import { resetEmailLogin } from '@latch/core'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { emailCodeMessages } from './messages.ts'

/** "Use another email": back to the email field, the flow forgotten (core's `resetEmailLogin`). */
export function ChangeEmailButton() {
  const client = useLatchClient()
  const m = useMessages('emailCode', emailCodeMessages)
  return (
    <button
      type="button"
      className="latch-link-button"
      onClick={() => void resetEmailLogin(client)}
    >
      {m.changeEmail}
    </button>
  )
}

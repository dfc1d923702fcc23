import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { accountActionsMessages } from './messages.ts'

/** An envelope with a pen on the 24-unit grid. */
const EDIT_MAIL_ICON = 'M4 6.5h16v5M4 6.5v11h8M4.5 7l7.5 6 7.5-6M15 20l1-3 4.5-4.5 2 2L18 19l-3 1z'

/**
 * "Update email" with the account's email, for an account of the embedded wallet's AUTH
 * connector (SPEC §6): opens UpdateEmailWallet.
 */
export function UpdateEmailRow({ email }: { email: string }) {
  const client = useLatchClient()
  const m = useMessages('accountActions', accountActionsMessages)
  return (
    <button
      type="button"
      className="latch-wallet latch-row"
      data-action="update-email"
      onClick={() => client.pushView({ view: 'UpdateEmailWallet' })}
    >
      <span className="latch-row-icon">
        <SvgIcon path={EDIT_MAIL_ICON} size={18} />
      </span>
      <span className="latch-row-text">
        <span className="latch-wallet-name">{m.updateEmail}</span>
        <span className="latch-row-label">{email}</span>
      </span>
      <SvgIcon path={ICON_PATHS.chevronRight} size={18} />
    </button>
  )
}

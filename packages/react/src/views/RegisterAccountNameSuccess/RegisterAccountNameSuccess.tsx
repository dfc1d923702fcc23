import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { LOGIN_CSS } from '../EmailLogin/styles.ts'
import { registerNameSuccessMessages } from '../RegisterAccountName/messages.ts'
import { REGISTER_NAME_CSS } from '../RegisterAccountName/styles.ts'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import type { ViewProps } from '../types.ts'

/** A check mark on the 24-unit grid. */
const CHECK_ICON = 'M5 12.5l4.5 4.5L19 7.5'

/**
 * SPEC §2 RegisterAccountNameSuccess: the name is registered (the name from the route, else the
 * account's profile name); "Back to account" returns to Account.
 */
export function RegisterAccountNameSuccess(_props: ViewProps) {
  const client = useLatchClient()
  const m = useMessages('registerNameSuccess', registerNameSuccessMessages)
  const routed = useLatchStore((state) => {
    const entry = state.history.at(-1)
    return entry?.view === 'RegisterAccountNameSuccess' ? entry.params?.name : undefined
  })
  const { profileName } = useLatchAccount({ namespace: 'eip155' })
  const name = routed ?? profileName
  return (
    <div className="latch-login latch-register-done">
      <Style>{STATUS_PANEL_CSS + LOGIN_CSS + REGISTER_NAME_CSS}</Style>
      <span className="latch-login-icon latch-login-icon-large" aria-hidden="true">
        <SvgIcon path={CHECK_ICON} size={34} />
      </span>
      <div className="latch-login-head">
        <p className="latch-register-done-name">{name}</p>
        <p className="latch-muted">{m.text}</p>
      </div>
      <button
        type="button"
        className="latch-button-primary latch-login-primary"
        onClick={() => client.goBack()}
      >
        {m.back}
      </button>
    </div>
  )
}

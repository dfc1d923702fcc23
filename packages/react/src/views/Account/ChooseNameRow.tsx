import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { AT_ICON } from '../RegisterAccountName/icon.ts'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { accountActionsMessages } from './messages.ts'

/**
 * "Choose a name" for an eip155 account of the embedded wallet's auth connector that has no name
 * yet (SPEC §6 Name registration): opens RegisterAccountName.
 */
export function ChooseNameRow() {
  const client = useLatchClient()
  const m = useMessages('accountActions', accountActionsMessages)
  return (
    <button
      type="button"
      className="latch-wallet latch-row"
      data-action="choose-name"
      onClick={() => client.pushView({ view: 'RegisterAccountName' })}
    >
      <span className="latch-row-icon">
        <SvgIcon path={AT_ICON} size={18} />
      </span>
      <span className="latch-row-text">
        <span className="latch-wallet-name">{m.chooseName}</span>
        <span className="latch-row-label">{m.chooseNameHint}</span>
      </span>
      <SvgIcon path={ICON_PATHS.chevronRight} size={18} />
    </button>
  )
}

import { type ChainNamespace, LatchError, type LatchState } from '@latch/core'
import { useCallback, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { shallowEqual } from '../../utils/shallowEqual.ts'
import { accountActionsMessages } from './messages.ts'

/** Two linked squares on the 24-unit grid: one account becoming another. */
const SWITCH_ICON = 'M4 8h13l-3-3M20 16H7l3 3'

type AccountType = {
  /** The shown account is the smart account (else the EOA). */
  smart: boolean
  /** The smart account has code on the chain. */
  deployed: boolean
  /** The embedded wallet has a smart account that works on the shown network. */
  switchable: boolean
}

const NONE: AccountType = { smart: false, deployed: false, switchable: false }

/**
 * What the shown eip155 account of the embedded wallet is (SPEC §3 account types): the smart
 * account or the EOA, deployed or not, and whether the visitor can switch here (the network has
 * smart accounts, SPEC §4).
 */
function selectAccountType(namespace: ChainNamespace, state: LatchState): AccountType {
  if (namespace !== 'eip155' || state.connectedConnectorIds.eip155 !== 'AUTH') return NONE
  const account = state.accounts.eip155
  const user = state.embedded.user
  const address = account?.address?.toLowerCase()
  if (!address || !user) return NONE
  const smartAccount = user.accounts.find(
    (candidate) => candidate.namespace === 'eip155' && candidate.type === 'smartAccount',
  )
  const network = state.activeCaipNetworkIds.eip155
  return {
    smart: smartAccount?.address.toLowerCase() === address,
    deployed: account?.smartAccountDeployed === true,
    switchable: Boolean(smartAccount && network && user.smartAccountNetworks?.includes(network)),
  }
}

/** The shown account's type, for the badge and the switch. */
export function useAccountType(namespace: ChainNamespace): AccountType {
  return useLatchStore(
    useCallback((state: LatchState) => selectAccountType(namespace, state), [namespace]),
    shallowEqual,
  )
}

/**
 * Under the address: "Smart account" for the embedded wallet's smart account, with "not deployed
 * yet" until its first transaction puts it on chain (the address already receives funds).
 */
export function SmartAccountBadge({ namespace }: { namespace: ChainNamespace }) {
  const { smart, deployed } = useAccountType(namespace)
  const m = useMessages('accountActions', accountActionsMessages)
  if (!smart) return null
  return (
    <p className="latch-profile-type" data-deployed={deployed}>
      <span className="latch-tag">{m.smartAccount}</span>
      {deployed ? null : <span className="latch-profile-type-hint">{m.notDeployed}</span>}
    </p>
  )
}

/**
 * "Switch to your EOA" / "Switch to your smart account" for the embedded wallet on a network with
 * smart accounts: the choice is kept for the next visit (`setPreferredAccountType`), the address,
 * balance and profile follow. A failure shows as a toast with the error's short message.
 */
export function AccountTypeRow({ namespace }: { namespace: ChainNamespace }) {
  const client = useLatchClient()
  const { smart, switchable } = useAccountType(namespace)
  const [pending, setPending] = useState(false)
  const m = useMessages('accountActions', accountActionsMessages)
  if (!switchable) return null
  const target = smart ? 'eoa' : 'smartAccount'
  return (
    <button
      type="button"
      className="latch-wallet latch-row"
      data-action="switch-account-type"
      data-state={smart ? 'smartAccount' : 'eoa'}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => {
        if (pending) return
        setPending(true)
        client
          .setPreferredAccountType({ namespace, type: target })
          .catch((error: unknown) => {
            // The toast shows the error's text in the modal's language (by its class).
            if (error instanceof LatchError) {
              client.showToast({ message: error.shortMessage, error, variant: 'error' })
            }
          })
          .finally(() => setPending(false))
      }}
    >
      <span className="latch-row-icon">
        <SvgIcon path={SWITCH_ICON} size={18} />
      </span>
      <span className="latch-row-text">
        <span className="latch-wallet-name">{smart ? m.switchToEoa : m.switchToSmartAccount}</span>
        <span className="latch-row-label">
          {pending ? m.switching : smart ? m.inUseSmartAccount : m.inUseEoa}
        </span>
      </span>
    </button>
  )
}

/** The badge's CSS (rides with the Account view). */
export const ACCOUNT_TYPE_CSS = `
.latch-profile-type{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:6px;margin-top:6px}
.latch-profile-type-hint{font-size:var(--_t-xs);color:var(--_fg-2)}
`

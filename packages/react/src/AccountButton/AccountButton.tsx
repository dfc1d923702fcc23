import type { ChainNamespace } from '@latch/core'
import { AVATAR_CSS } from '../Avatar/Avatar.tsx'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchAccount } from '../hooks/useLatchAccount.ts'
import { preloadOpen } from '../Modal/preloadOpen.ts'
import { ButtonHost } from '../shadow/ButtonHost.tsx'
import { TOKENS_CSS } from '../theme/tokens.ts'
import { AccountSummary } from './AccountSummary.tsx'
import { ACCOUNT_BUTTON_CSS } from './styles.ts'

// An array, joined when rendered: unlike a module-level `+`, bundlers can drop it when unused.
const CSS = [TOKENS_CSS, AVATAR_CSS, ACCOUNT_BUTTON_CSS]

export type AccountButtonProps = {
  /** Show the native balance next to the address. @defaultValue `true` */
  balance?: boolean
  /** @defaultValue `'md'` */
  size?: 'md' | 'sm'
  /** Follow this namespace's account. @defaultValue the active namespace */
  namespace?: ChainNamespace
}

/**
 * The connected account at a glance — avatar, balance, profile name or short address — opening
 * the Account view.
 * Renders nothing while no account is connected (pair it with `<ConnectButton />`, which turns
 * into this button by itself).
 *
 * @example
 * <AccountButton />
 * <AccountButton balance={false} size="sm" />
 */
export function AccountButton({ balance = true, size = 'md', namespace }: AccountButtonProps) {
  const client = useLatchClient('<AccountButton>')
  const account = useLatchAccount(namespace ? { namespace } : {})
  if (!account.address) return null
  const parameters = { view: 'Account' as const, ...(namespace ? { namespace } : {}) }
  // The click is coming: have the Account view's code ready by then.
  const preload = () => preloadOpen(client, parameters)
  return (
    <ButtonHost kind="account" css={CSS}>
      <button
        type="button"
        className="latch-account"
        data-size={size}
        data-state={account.status}
        onClick={() => client.open(parameters)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <AccountSummary
          address={account.address}
          balance={account.balance}
          balanceSymbol={account.balanceSymbol}
          size={size}
          showBalance={balance}
          profileName={account.profileName}
          profileImage={account.profileImage}
        />
      </button>
    </ButtonHost>
  )
}

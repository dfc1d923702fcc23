import type { ChainNamespace, LatchState } from '@latch/core'
import { getActiveNamespace } from '@latch/core/internal'
import { useCallback } from 'react'
import { AccountSummary } from '../AccountButton/AccountSummary.tsx'
import { ACCOUNT_BUTTON_CSS } from '../AccountButton/styles.ts'
import { AVATAR_CSS } from '../Avatar/Avatar.tsx'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { useMessages } from '../i18n/useMessages.ts'
import { preloadOpen } from '../Modal/preloadOpen.ts'
import { ButtonHost } from '../shadow/ButtonHost.tsx'
import { TOKENS_CSS } from '../theme/tokens.ts'
import { buttonMessages } from './messages.ts'
import { CONNECT_BUTTON_CSS } from './styles.ts'

const CSS = [TOKENS_CSS, CONNECT_BUTTON_CSS, AVATAR_CSS, ACCOUNT_BUTTON_CSS]

export type ConnectButtonProps = {
  /** The button's text and accessible name. @defaultValue `'Connect Wallet'`, in the modal's language */
  label?: string
  /** Shown while the wallet connects. @defaultValue `'Connecting…'`, in the modal's language */
  loadingLabel?: string
  /** @defaultValue `'md'` */
  size?: 'md' | 'sm'
  /** Follow and open for this namespace. @defaultValue the active namespace */
  namespace?: ChainNamespace
  /** Once connected, show the native balance next to the address. @defaultValue `true` */
  balance?: boolean
}

/**
 * Opens the modal. Shows a spinner and "Connecting…" while the account is connecting, and once
 * connected becomes the account button (avatar, balance, short address; opens Account). The
 * state is read from the store on the first render, so a returning visitor never sees
 * "Connect Wallet" flash first. It stays one `<button>` element through every state, so focus
 * that returns to it after connecting lands on the account button. Rendered in its own shadow
 * root, safe from the page's CSS.
 *
 * @example
 * <ConnectButton />
 * <ConnectButton size="sm" label="Sign in" />
 */
export function ConnectButton({
  label,
  loadingLabel,
  size = 'md',
  namespace,
  balance = true,
}: ConnectButtonProps) {
  const client = useLatchClient('<ConnectButton>')
  const m = useMessages('buttons', buttonMessages)
  // The account object itself: the store replaces it on every change, so no deeper comparison.
  const account = useLatchStore(
    useCallback(
      (state: LatchState) => state.accounts[namespace ?? getActiveNamespace(client, state)],
      [client, namespace],
    ),
  )
  const status = account?.status ?? 'disconnected'
  const address = account?.address
  const connecting = status === 'connecting'
  // With `ssr`, a restored account shows while its wallet is asked, as the server rendered it.
  const connected =
    address !== undefined && (status === 'connected' || (connecting && !!client.options.ssr))
  const parameters = connected
    ? { view: 'Account' as const, ...(namespace ? { namespace } : {}) }
    : namespace
      ? { namespace }
      : undefined
  // The click is coming: have the code of the view it opens ready by then.
  const preload = () => preloadOpen(client, parameters)
  return (
    <ButtonHost kind="connect" css={CSS}>
      <button
        type="button"
        className={connected ? 'latch-account' : 'latch-connect'}
        data-size={size}
        data-state={status}
        aria-busy={connecting || undefined}
        onClick={() => void client.open(parameters)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {connected ? (
          <AccountSummary
            address={address}
            balance={account?.balance}
            balanceSymbol={account?.balanceSymbol}
            size={size}
            showBalance={balance}
          />
        ) : (
          <>
            {connecting ? <span className="latch-spinner" aria-hidden="true" /> : null}
            {connecting ? (loadingLabel ?? m.connecting) : (label ?? m.connect)}
          </>
        )}
      </button>
    </ButtonHost>
  )
}

import {
  type ChainNamespace,
  type ConnectionStatus,
  type LatchState,
  shortenAddress,
} from '@latch/core'
import { useCallback, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { useShadowRoot } from '../shadow/useShadowRoot.ts'
import { TOKENS_CSS } from '../theme/tokens.ts'
import { useHostTheme } from '../theme/useHostTheme.ts'
import { CONNECT_BUTTON_CSS } from './styles.ts'

const CSS = TOKENS_CSS + CONNECT_BUTTON_CSS

export type ConnectButtonProps = {
  /** The button's text and accessible name. @defaultValue `'Connect Wallet'` */
  label?: string
  /** Shown while the wallet connects. @defaultValue `'Connecting…'` */
  loadingLabel?: string
  /** @defaultValue `'md'` */
  size?: 'md' | 'sm'
  /** Follow and open for this namespace. @defaultValue the active namespace */
  namespace?: ChainNamespace
}

/**
 * Opens the modal. Shows a spinner and "Connecting…" while the account is connecting; that
 * state is read from the store on the first render, so a returning visitor never sees
 * "Connect Wallet" flash first. Rendered in its own shadow root, safe from the page's CSS.
 *
 * @example
 * <ConnectButton />
 * <ConnectButton size="sm" label="Sign in" />
 */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
  size = 'md',
  namespace,
}: ConnectButtonProps) {
  const client = useLatchClient('<ConnectButton>')
  const account = useLatchStore(
    useCallback(
      (state: LatchState) => {
        const active = namespace ?? state.activeNamespace
        return active ? state.accounts[active] : undefined
      },
      [namespace],
    ),
  )
  const status: ConnectionStatus = account?.status ?? 'disconnected'
  const [host, setHost] = useState<HTMLSpanElement | null>(null)
  const root = useShadowRoot(host)
  useHostTheme(host)
  const connecting = status === 'connecting'
  // Seam: when connected, the account button (next issue) takes this place. Until then the
  // button shows the short address and opens the modal on the Account view (SPEC §2 rule 2).
  const connectedText = account?.address ? shortenAddress(account.address) : 'Account'
  const text = connecting ? loadingLabel : status === 'connected' ? connectedText : label
  return (
    <span data-latch-button="" ref={setHost}>
      {root
        ? createPortal(
            <>
              <style>{CSS}</style>
              <button
                type="button"
                className="latch-connect"
                data-size={size}
                data-state={status}
                aria-busy={connecting || undefined}
                onClick={() => client.open(namespace ? { namespace } : undefined)}
              >
                {connecting ? <span className="latch-spinner" aria-hidden="true" /> : null}
                {text}
              </button>
            </>,
            root,
          )
        : null}
    </span>
  )
}

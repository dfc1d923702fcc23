import type { ChainNamespace, LatchClient, LatchState } from '@latch/core'
import { getNamespaceNetwork } from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { formatBalance } from '../../utils/formatBalance.ts'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { accountMessages } from './messages.ts'
import { useRetryCountdown } from './useRetryCountdown.ts'

/** Until when core blocks reading this account's balance again (SPEC §4: 30 s after a failure). */
function retryBlockedUntil(client: LatchClient, state: LatchState, namespace: ChainNamespace) {
  const address = state.accounts[namespace]?.address
  const network = getNamespaceNetwork(client, state, namespace)
  if (!address || !network) return 0
  return client.caches.retryBlockedUntil.get(`${network.caipNetworkId}:${address}`) ?? 0
}

/**
 * The account's balance with its symbol (3 decimals, SPEC §5); a placeholder while it is read;
 * "Balance unavailable" with a retry when reading failed. Core blocks a new read for 30 s after
 * a failure, so until then the retry counts down instead of pretending to try. Nothing on a
 * network without an RPC (Bitcoin, SPEC §9): core reads no balance there, so none is shown.
 */
export function BalanceLine({ namespace }: { namespace: ChainNamespace }) {
  const client = useLatchClient()
  const { balance, balanceSymbol, balanceStatus } = useLatchAccount({ namespace })
  const failed = balanceStatus === 'error' && !balance
  const blockedUntil = useLatchStore(
    useCallback(
      (state: LatchState) => (failed ? retryBlockedUntil(client, state, namespace) : 0),
      [client, namespace, failed],
    ),
  )
  const waitSeconds = useRetryCountdown(blockedUntil)
  const readable = useLatchStore(
    useCallback(
      (state: LatchState) =>
        (getNamespaceNetwork(client, state, namespace)?.rpcUrls.default.http.length ?? 1) > 0,
      [client, namespace],
    ),
  )

  const m = useMessages('account', accountMessages)
  const { locale } = useLatchLocale()
  if (!readable) return null

  if (failed) {
    const blocked = waitSeconds > 0
    return (
      <div className="latch-profile-balance" data-state="error">
        <span>{m.balanceUnavailable}</span>
        <button
          type="button"
          className="latch-balance-retry"
          aria-disabled={blocked || undefined}
          onClick={() => {
            if (!blocked) void client.fetchBalance({ namespace, force: true })
          }}
        >
          <SvgIcon path={ICON_PATHS.retry} size={14} />
          {blocked ? m.t(m.retryIn, { seconds: waitSeconds }) : m.retry}
        </button>
      </div>
    )
  }
  const text = formatBalance(balance, balanceSymbol, locale)
  return (
    <p className="latch-profile-balance" data-balance={balance}>
      {text ?? (
        <>
          <span className="latch-skeleton" aria-hidden="true" />
          <span className="latch-visually-hidden">{m.balanceLoading}</span>
        </>
      )}
    </p>
  )
}

import type { ChainNamespace, LatchState } from '@latch/core'
import { useCallback, useEffect } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { ActivityRow } from './ActivityRow.tsx'
import { ACCOUNT_ICON_PATHS } from './accountIcons.ts'
import { activityMessages } from './messages.ts'
import { SkeletonRows, TabMessage } from './TabMessage.tsx'
import { useLoadMore } from './useLoadMore.ts'
import { useNow } from './useNow.ts'
import { useRead } from './useRead.ts'

/**
 * SPEC §4 Activity: loading, empty, or pages by a next cursor (loaded as the list scrolls).
 * Only the connected chain, spam-only airdrops hidden (core). Activity is eip155 only (SPEC §9).
 */
export function ActivityTab({ namespace }: { namespace: ChainNamespace }) {
  const client = useLatchClient()
  const { address } = useLatchAccount({ namespace })
  const { caipNetwork } = useLatchNetwork({ namespace })
  const chainId = caipNetwork.caipNetworkId
  const activity = useLatchStore(useCallback((state: LatchState) => state.activity, []))
  const current = activity.address === address && activity.chainId === chainId
  // Each showing reads the first page again: new transactions appear on top.
  const { failed, read } = useRead()
  const m = useMessages('activity', activityMessages)
  // Recent rows say how long ago ("5 minutes ago"): the clock moves them on while they show.
  const now = useNow(activity.transactions.length > 0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another network reads again
  useEffect(() => {
    if (address) read(client.fetchActivity({ namespace }))
  }, [client, namespace, address, chainId, read])
  const more = useLoadMore<HTMLDivElement>(
    current && activity.status === 'ready' && activity.next !== undefined,
    () => read(client.fetchActivity({ namespace, cursor: activity.next })),
  )

  if (!address) return null
  if (
    !failed &&
    (!current ||
      activity.status === 'idle' ||
      (activity.status === 'loading' && !activity.transactions.length))
  ) {
    return <SkeletonRows label={m.loading} />
  }
  if (activity.status === 'unsupported') {
    return (
      <TabMessage state="unsupported" icon={ACCOUNT_ICON_PATHS.clock} title={m.noActivityHere}>
        {m.t(m.noActivityHereText, { network: caipNetwork.name })}
      </TabMessage>
    )
  }
  if (failed || (activity.status === 'error' && !activity.transactions.length)) {
    return (
      <TabMessage
        state="error"
        icon={ACCOUNT_ICON_PATHS.clock}
        title={m.unavailable}
        onRetry={() => read(client.fetchActivity({ namespace, reset: true }))}
      >
        {m.unavailableText}
      </TabMessage>
    )
  }
  if (!activity.transactions.length) {
    return (
      <TabMessage state="empty" icon={ACCOUNT_ICON_PATHS.clock} title={m.noActivity}>
        {m.t(m.noActivityText, { network: caipNetwork.name })}
      </TabMessage>
    )
  }
  return (
    <>
      <ul className="latch-activity-list" aria-label={m.t(m.list, { network: caipNetwork.name })}>
        {activity.transactions.map((transaction) => (
          <ActivityRow key={transaction.id} transaction={transaction} account={address} now={now} />
        ))}
      </ul>
      {activity.next !== undefined ? (
        <div ref={more} className="latch-load-more" role="status">
          {activity.status === 'loading' ? m.loadingMore : ''}
        </div>
      ) : null}
    </>
  )
}

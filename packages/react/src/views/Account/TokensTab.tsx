import type { ChainNamespace, LatchState } from '@latch/core'
import type { TokenBalance } from '@latch/core/api'
import { formatQuantity, formatUsd } from '@latch/core/internal'
import { useCallback, useEffect } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { shallowEqual } from '../../utils/shallowEqual.ts'
import { ACCOUNT_ICON_PATHS } from './accountIcons.ts'
import { accountTabsMessages } from './messages.ts'
import { SkeletonRows, TabMessage } from './TabMessage.tsx'
import { TokenIcon } from './TokenIcon.tsx'
import { useRead } from './useRead.ts'

/** A decimal for display, or the raw text when it isn't one (never a crash over a bad row). */
function safe(
  format: (value: string | number, locale: string) => string,
  value: string | number,
  locale: string,
): string {
  try {
    return format(value, locale)
  } catch {
    return String(value)
  }
}

/**
 * The account's tokens on its active network (SPEC §3 Token balance): icon, name, quantity with
 * 3 decimals and USD value with 2 (SPEC §5 Display). Read when the tab shows (30 s cache in
 * core); 0-decimal tokens never arrive (core drops them, SPEC §5 Balances).
 */
export function TokensTab({ namespace }: { namespace: ChainNamespace }) {
  const client = useLatchClient()
  const { address } = useLatchAccount({ namespace })
  const { caipNetwork } = useLatchNetwork({ namespace })
  const chainId = caipNetwork.caipNetworkId
  const { tokens, status, blockedUntil } = useLatchStore(
    useCallback(
      (state: LatchState) => {
        const account = state.accounts[namespace]
        return {
          tokens: account?.tokenBalance,
          status: account?.tokenBalanceStatus,
          blockedUntil: client.caches.retryBlockedUntil.get(`tokens:${chainId}:${address}`) ?? 0,
        }
      },
      [client, namespace, chainId, address],
    ),
    shallowEqual,
  )
  const { failed, read } = useRead()
  const m = useMessages('accountTabs', accountTabsMessages)
  const { locale } = useLatchLocale()
  // biome-ignore lint/correctness/useExhaustiveDependencies: another network reads again
  useEffect(() => {
    if (address) read(client.fetchTokenBalances({ namespace }))
  }, [client, namespace, address, chainId, read])

  const shown = tokens?.filter((token) => token.chainId === chainId) ?? []
  if (!shown.length && !failed && (status === 'loading' || status === undefined)) {
    return <SkeletonRows label={m.loadingTokens} />
  }
  if (!shown.length && (status === 'error' || failed)) {
    return (
      <TabMessage
        state="error"
        icon={ACCOUNT_ICON_PATHS.coins}
        title={m.tokensUnavailable}
        retryBlockedUntil={blockedUntil}
        onRetry={() => read(client.fetchTokenBalances({ namespace, force: true }))}
      >
        {m.t(m.tokensUnavailableText, { network: caipNetwork.name })}
      </TabMessage>
    )
  }
  if (!shown.length) {
    return (
      <TabMessage state="empty" icon={ACCOUNT_ICON_PATHS.coins} title={m.noTokens}>
        {m.t(m.noTokensText, { total: formatUsd(0, locale), network: caipNetwork.name })}
      </TabMessage>
    )
  }
  return (
    <ul className="latch-token-list" aria-label={m.t(m.tokenList, { network: caipNetwork.name })}>
      {shown.map((token) => (
        <TokenRow key={token.address ?? `native:${token.symbol}`} token={token} locale={locale} />
      ))}
    </ul>
  )
}

function TokenRow({ token, locale }: { token: TokenBalance; locale: string }) {
  return (
    <li className="latch-token" data-symbol={token.symbol}>
      <TokenIcon url={token.iconUrl} symbol={token.symbol} />
      <span className="latch-token-text">
        <span className="latch-token-name">{token.name}</span>
        <span className="latch-token-quantity" data-numeric={token.quantity.numeric}>
          {safe(formatQuantity, token.quantity.numeric, locale)} {token.symbol}
        </span>
      </span>
      <span className="latch-token-value">{safe(formatUsd, token.value, locale)}</span>
    </li>
  )
}

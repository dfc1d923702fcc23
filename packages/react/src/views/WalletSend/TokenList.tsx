import { formatQuantity, type SendListToken } from '@latch/core/internal'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { sendMessages } from './messages.ts'
import { TokenIcon } from './TokenIcon.tsx'

/** The token picker: every sendable token with its balance; the chosen one is marked. */
export function TokenList({
  tokens,
  chosen,
  onPick,
}: {
  tokens: readonly SendListToken[]
  chosen: SendListToken | undefined
  onPick: (token: SendListToken) => void
}) {
  const m = useMessages('send', sendMessages)
  const { locale } = useLatchLocale()
  if (!tokens.length) {
    return (
      <p className="latch-muted latch-send-note" role="status">
        {m.noTokens}
      </p>
    )
  }
  return (
    <ul className="latch-wallets" aria-label={m.tokens}>
      {tokens.map((token) => (
        <li key={token.address ?? 'native'}>
          <button
            type="button"
            className="latch-wallet latch-row"
            aria-current={token === chosen ? 'true' : undefined}
            onClick={() => onPick(token)}
          >
            <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} />
            <span className="latch-row-text">
              <span className="latch-wallet-name">{token.symbol}</span>
              <span className="latch-row-label">{token.name}</span>
            </span>
            <span className="latch-send-balance">
              {formatQuantity(token.quantity.numeric, locale)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

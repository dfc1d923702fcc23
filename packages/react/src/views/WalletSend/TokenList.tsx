import { formatQuantity, type SendListToken } from '@latch/core/internal'
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
  if (!tokens.length) {
    return (
      <p className="latch-muted latch-send-note" role="status">
        No tokens to send on this network yet.
      </p>
    )
  }
  return (
    <ul className="latch-wallets" aria-label="Tokens">
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
            <span className="latch-send-balance">{formatQuantity(token.quantity.numeric)}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

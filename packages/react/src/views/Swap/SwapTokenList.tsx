import { filterSwapTokens, formatQuantity, type SwapToken } from '@latch/core/internal'
import { useId } from 'react'
import { TokenIcon } from '../WalletSend/TokenIcon.tsx'

/**
 * The token picker of one side: a search (symbol, name, or contract address) and the tokens the
 * server swaps here, those the account holds first, each with its balance; the current one is
 * marked.
 */
export function SwapTokenList({
  tokens,
  search,
  chosen,
  side,
  onSearch,
  onPick,
}: {
  tokens: readonly SwapToken[]
  search: string
  chosen: SwapToken | undefined
  side: 'from' | 'to'
  onSearch: (search: string) => void
  onPick: (token: SwapToken) => void
}) {
  const id = useId()
  const shown = filterSwapTokens(tokens, search)
  return (
    <div className="latch-swap-tokens">
      <p className="latch-swap-pick">
        {side === 'from' ? 'Choose the token to pay with' : 'Choose the token to receive'}
      </p>
      <label className="latch-visually-hidden" htmlFor={id}>
        Search tokens
      </label>
      <div className="latch-send-input">
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Search name or paste address"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <p className="latch-visually-hidden" aria-live="polite">
        {shown.length} {shown.length === 1 ? 'token' : 'tokens'}
      </p>
      {shown.length ? (
        <ul
          className="latch-wallets"
          aria-label={side === 'from' ? 'Tokens to pay with' : 'Tokens to receive'}
        >
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="latch-wallet latch-row"
                aria-current={token.address === chosen?.address ? 'true' : undefined}
                onClick={() => onPick(token)}
              >
                <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} />
                <span className="latch-row-text">
                  <span className="latch-wallet-name">{token.symbol}</span>
                  <span className="latch-row-label">{token.name}</span>
                </span>
                <span className="latch-send-balance">{formatQuantity(token.quantity.numeric)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="latch-muted latch-send-note">No token matches “{search.trim()}”.</p>
      )}
    </div>
  )
}

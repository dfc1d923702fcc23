import { filterSwapTokens, formatQuantity, type SwapToken } from '@latch/core/internal'
import { useId } from 'react'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { TokenIcon } from '../WalletSend/TokenIcon.tsx'
import { swapMessages } from './messages.ts'

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
  const m = useMessages('swap', swapMessages)
  const { locale } = useLatchLocale()
  const shown = filterSwapTokens(tokens, search)
  return (
    <div className="latch-swap-tokens">
      <p className="latch-swap-pick">{side === 'from' ? m.chooseToPay : m.chooseToReceive}</p>
      <label className="latch-visually-hidden" htmlFor={id}>
        {m.searchTokens}
      </label>
      <div className="latch-send-input">
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <p className="latch-visually-hidden" aria-live="polite">
        {m.t(m.tokenCount, { count: shown.length })}
      </p>
      {shown.length ? (
        <ul
          className="latch-wallets"
          aria-label={side === 'from' ? m.tokensToPay : m.tokensToReceive}
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
                <span className="latch-send-balance">
                  {formatQuantity(token.quantity.numeric, locale)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="latch-muted latch-send-note">{m.t(m.noMatch, { search: search.trim() })}</p>
      )}
    </div>
  )
}

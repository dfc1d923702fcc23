import { formatQuantity, formatUsd, type SwapToken } from '@latch/core/internal'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { TokenIcon } from '../WalletSend/TokenIcon.tsx'
import { swapMessages } from './messages.ts'

export type SwapFieldProps = {
  id: string
  /** "You pay" or "You receive". */
  label: string
  token: SwapToken | undefined
  amount: string
  /** The amount is the quote's, not typed: shown dimmed while a new quote comes. */
  quoted: boolean
  loading: boolean
  invalid: boolean
  describedBy?: string | undefined
  onAmount: (amount: string) => void
  onPickToken: () => void
  /** The Max button (the field sold only). */
  onMax?: (() => void) | undefined
}

/** One side of the swap: the amount, the token (opens the list), its balance and USD value. */
export function SwapField(props: SwapFieldProps) {
  const { id, label, token, amount } = props
  const m = useMessages('swap', swapMessages)
  const { locale } = useLatchLocale()
  const usd =
    token?.price !== undefined && amount && Number(amount) > 0
      ? formatUsd(Number(amount) * token.price, locale)
      : undefined
  return (
    <div className="latch-swap-field" data-invalid={props.invalid ? 'true' : undefined}>
      <div className="latch-swap-field-top">
        <label htmlFor={id}>{label}</label>
        {token ? (
          <span className="latch-swap-balance">
            {m.t(m.balance, { amount: formatQuantity(token.quantity.numeric, locale) })}
            {props.onMax ? (
              <button
                type="button"
                className="latch-send-max"
                aria-label={m.maxAmount}
                onClick={props.onMax}
              >
                {m.max}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className="latch-swap-field-main">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={props.quoted ? shortQuoted(amount) : amount}
          data-quoted={props.quoted && props.loading ? 'loading' : undefined}
          aria-invalid={props.invalid ? 'true' : undefined}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onAmount(event.target.value)}
        />
        <button type="button" className="latch-swap-token" onClick={props.onPickToken}>
          {token ? <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} /> : null}
          <span>{token ? token.symbol : m.selectTokenShort}</span>
          <span className="latch-visually-hidden">{m.t(m.changeToken, { side: label })}</span>
          <SvgIcon path={ICON_PATHS.chevronRight} size={16} />
        </button>
      </div>
      <div className="latch-swap-usd" aria-hidden={usd ? undefined : 'true'}>
        {usd ? `≈ ${usd}` : '\u00a0'}
      </div>
    </div>
  )
}

/** A quoted amount cut to 6 decimals (18 digits of a quote read as noise; the exact one is in state). */
function shortQuoted(amount: string): string {
  const [whole = '', fraction] = amount.split('.')
  const cut = fraction?.slice(0, 6).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}

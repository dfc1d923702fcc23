import { formatQuantity, formatUsd, type SwapForm } from '@latch/core/internal'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { formatFee, formatPercent, formatTypedAmount } from '../WalletSend/formatFee.ts'
import { swapMessages } from './messages.ts'

/** What the quote says: rate, price impact, the minimum received with 1 % slippage, the fee. */
export function SwapDetails({ form, slippage }: { form: SwapForm; slippage: number }) {
  const { from, to, rate, priceImpact, minimumReceived, fee } = form
  const m = useMessages('swap', swapMessages)
  const { locale } = useLatchLocale()
  if (!from || !to || !rate) return null
  const impact = priceImpact ?? undefined
  return (
    <dl className="latch-swap-details" aria-label={m.quote}>
      <div>
        <dt>{m.rate}</dt>
        <dd>
          1 {from.symbol} = {formatTypedAmount(rate, locale)} {to.symbol}
        </dd>
      </div>
      <div>
        <dt>{m.priceImpact}</dt>
        <dd data-state={impact !== undefined && impact >= 5 ? 'high' : undefined}>
          {impact === undefined
            ? m.unknown
            : impact < 0.01
              ? `< ${formatPercent(0.01, locale)}`
              : formatPercent(impact, locale)}
        </dd>
      </div>
      <div>
        <dt>{m.minimumReceived}</dt>
        <dd>
          {minimumReceived ? formatQuantity(minimumReceived, locale) : '—'} {to.symbol}
        </dd>
      </div>
      <div>
        <dt>{m.slippage}</dt>
        <dd>{formatPercent(slippage, locale, 0)}</dd>
      </div>
      <div>
        <dt>{form.needsApproval ? m.networkFeeWithApproval : m.networkFee}</dt>
        <dd>
          {fee ? `≈ ${formatFee(fee.formatted, locale)} ${fee.symbol}` : '—'}
          {fee?.usd !== undefined ? (
            <span className="latch-swap-fee-usd">
              {' '}
              ({fee.usd < 0.01 ? `< ${formatUsd(0.01, locale)}` : formatUsd(fee.usd, locale)})
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  )
}

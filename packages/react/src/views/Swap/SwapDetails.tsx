import { formatQuantity, formatUsd, type SwapForm } from '@latch/core/internal'
import { formatFee } from '../WalletSend/formatFee.ts'

/** What the quote says: rate, price impact, the minimum received with 1 % slippage, the fee. */
export function SwapDetails({ form, slippage }: { form: SwapForm; slippage: number }) {
  const { from, to, rate, priceImpact, minimumReceived, fee } = form
  if (!from || !to || !rate) return null
  const impact = priceImpact ?? undefined
  return (
    <dl className="latch-swap-details" aria-label="Quote">
      <div>
        <dt>Rate</dt>
        <dd>
          1 {from.symbol} = {rate} {to.symbol}
        </dd>
      </div>
      <div>
        <dt>Price impact</dt>
        <dd data-state={impact !== undefined && impact >= 5 ? 'high' : undefined}>
          {impact === undefined ? 'Unknown' : `${impact < 0.01 ? '< 0.01' : impact.toFixed(2)}%`}
        </dd>
      </div>
      <div>
        <dt>Minimum received</dt>
        <dd>
          {minimumReceived ? formatQuantity(minimumReceived) : '—'} {to.symbol}
        </dd>
      </div>
      <div>
        <dt>Slippage tolerance</dt>
        <dd>{slippage}%</dd>
      </div>
      <div>
        <dt>Network fee{form.needsApproval ? ' (approve + swap)' : ''}</dt>
        <dd>
          {fee ? `≈ ${formatFee(fee.formatted)} ${fee.symbol}` : '—'}
          {fee?.usd !== undefined ? (
            <span className="latch-swap-fee-usd">
              {' '}
              ({fee.usd < 0.01 ? '< $0.01' : formatUsd(fee.usd)})
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  )
}

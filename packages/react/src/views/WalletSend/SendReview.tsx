import type { CaipNetwork, ResolvedReceiver, SendFeeState } from '@latch/core'
import type { SendListToken } from '@latch/core/internal'
import { Avatar } from '../../Avatar/Avatar.tsx'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { formatFee, formatTypedAmount } from './formatFee.ts'
import { sendMessages } from './messages.ts'
import { TokenIcon } from './TokenIcon.tsx'

/** The last look before the wallet asks: what, to whom (the full address), where, the fee. */
export function SendReview({
  token,
  amount,
  receiver,
  network,
  fee,
  onEdit,
  onSend,
}: {
  token: SendListToken
  amount: string
  receiver: ResolvedReceiver
  network: CaipNetwork
  fee: SendFeeState
  onEdit: () => void
  onSend: () => void
}) {
  const m = useMessages('send', sendMessages)
  const { locale } = useLatchLocale()
  return (
    <div className="latch-send">
      <dl className="latch-send-review">
        <div>
          <dt>{m.youSend}</dt>
          <dd className="latch-send-amount">
            <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} />
            {formatTypedAmount(amount, locale)} {token.symbol}
          </dd>
        </div>
        <div>
          <dt>{m.to}</dt>
          <dd>
            {receiver.avatar ? (
              <img className="latch-send-avatar" src={receiver.avatar} alt="" />
            ) : (
              <Avatar address={receiver.address} size={20} />
            )}
            <span className="latch-send-to">
              {receiver.name ? <strong>{receiver.name}</strong> : null}
              <code>{receiver.address}</code>
            </span>
          </dd>
        </div>
        <div>
          <dt>{m.network}</dt>
          <dd>
            <NetworkIcon network={network} size={20} />
            {network.name}
          </dd>
        </div>
        <div>
          <dt>{m.networkFee}</dt>
          <dd>
            {fee.status === 'ready'
              ? `≈ ${formatFee(fee.fee.formatted, locale)} ${fee.fee.symbol}`
              : m.feeByWallet}
          </dd>
        </div>
      </dl>
      <div className="latch-send-actions">
        <button type="button" className="latch-button-secondary" onClick={onEdit}>
          {m.edit}
        </button>
        <button type="button" className="latch-button-primary" onClick={onSend}>
          {m.send}
        </button>
      </div>
    </div>
  )
}

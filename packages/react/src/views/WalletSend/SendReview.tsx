import type { CaipNetwork, ResolvedReceiver, SendFeeState } from '@latch/core'
import type { SendListToken } from '@latch/core/internal'
import { Avatar } from '../../Avatar/Avatar.tsx'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { formatFee } from './formatFee.ts'
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
  return (
    <div className="latch-send">
      <dl className="latch-send-review">
        <div>
          <dt>You send</dt>
          <dd className="latch-send-amount">
            <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} />
            {amount} {token.symbol}
          </dd>
        </div>
        <div>
          <dt>To</dt>
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
          <dt>Network</dt>
          <dd>
            <NetworkIcon network={network} size={20} />
            {network.name}
          </dd>
        </div>
        <div>
          <dt>Network fee</dt>
          <dd>
            {fee.status === 'ready'
              ? `≈ ${formatFee(fee.fee.formatted)} ${fee.fee.symbol}`
              : 'Shown by your wallet'}
          </dd>
        </div>
      </dl>
      <div className="latch-send-actions">
        <button type="button" className="latch-button-secondary" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="latch-button-primary" onClick={onSend}>
          Send
        </button>
      </div>
    </div>
  )
}

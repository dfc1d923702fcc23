import {
  type CaipNetwork,
  LatchError,
  OnrampOrderFailedError,
  type OnrampOrderState,
  type OnrampState,
} from '@latch/core'
import { formatQuantity, shortenAddress } from '@latch/core/internal'
import { SvgIcon } from '../../icons/icons.tsx'
import { StatusPanel } from '../shared/StatusPanel.tsx'

const ORDER_STATUS: Record<OnrampOrderState['status'], string> = {
  pending: 'Waiting for payment',
  completed: 'Completed',
  failed: 'Failed',
}

/** The provider's first letter on a tile: providers have no icon of their own here. */
function ProviderTile({ name }: { name: string }) {
  return (
    <span className="latch-onramp-provider-tile" aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  )
}

/**
 * The provider's page is being made (`opening`), then open in its window (`waiting`): what to do
 * there, the order's status as the provider reports it, a link to the page (when the browser
 * gave no window, or the visitor closed it), and a way back to the form.
 */
export function OnrampWaiting({ onramp, onEdit }: { onramp: OnrampState; onEdit: () => void }) {
  const { order } = onramp
  const name = order?.providerName ?? 'the provider'
  return (
    <div className="latch-swap-after latch-onramp-after">
      <StatusPanel
        state="waiting"
        shape="square"
        icon={<ProviderTile name={name} />}
        title={order ? 'Waiting for your purchase' : `Opening ${name}`}
        text={
          order
            ? `Finish paying on ${name}'s page. This updates by itself once ${name} confirms the order.`
            : `Preparing ${name}'s page for your wallet…`
        }
      />
      {order ? (
        <dl className="latch-onramp-order">
          <div>
            <dt>Order status</dt>
            <dd data-state={order.status}>{ORDER_STATUS[order.status]}</dd>
          </div>
          <div>
            <dt>You receive</dt>
            <dd>
              {formatQuantity(order.purchaseAmount || '0')} {order.currency}
            </dd>
          </div>
        </dl>
      ) : null}
      {order ? (
        <a
          className={order.windowOpened ? 'latch-send-link' : 'latch-button-primary'}
          href={order.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {order.windowOpened ? `Reopen ${name}` : `Open ${name}`}
        </a>
      ) : null}
      {order ? (
        <button type="button" className="latch-button-secondary latch-send-edit" onClick={onEdit}>
          Edit the purchase
        </button>
      ) : null}
    </div>
  )
}

/** The purchase arrived: how much, the new balance, the delivery transaction, Done. */
export function OnrampSuccess({
  order,
  network,
  balance,
  onDone,
}: {
  order: OnrampOrderState
  network: CaipNetwork
  balance: string | undefined
  onDone: () => void
}) {
  const explorer = network.blockExplorers?.default
  return (
    <div className="latch-status" data-state="sent">
      <div className="latch-status-icon">
        <span className="latch-send-done">
          <SvgIcon name="check" size={32} />
        </span>
      </div>
      <div className="latch-status-text" role="status">
        <p className="latch-status-title">Purchase complete</p>
        <p className="latch-muted">
          You received {formatQuantity(order.purchaseAmount)} {order.currency} from{' '}
          {order.providerName}.
        </p>
        {balance !== undefined ? (
          <p className="latch-onramp-balance">
            {order.currency} balance: <strong>{formatQuantity(balance)}</strong>
          </p>
        ) : null}
      </div>
      {order.txHash ? (
        <p className="latch-send-hash">
          <span>Transaction</span>
          <code title={order.txHash}>{shortenAddress(order.txHash)}</code>
          {explorer ? (
            <a
              className="latch-send-link"
              href={`${explorer.url.replace(/\/+$/, '')}/tx/${order.txHash}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              View on {explorer.name}
            </a>
          ) : null}
        </p>
      ) : null}
      <button type="button" className="latch-button-primary" onClick={onDone}>
        Done
      </button>
    </div>
  )
}

/** The purchase failed: why, in words, and back to the form. */
export function OnrampFailure({ onramp, onEdit }: { onramp: OnrampState; onEdit: () => void }) {
  const { error, order } = onramp
  const name = order?.providerName ?? 'The provider'
  const failed = error instanceof OnrampOrderFailedError
  return (
    <div className="latch-swap-after">
      <StatusPanel
        state="failed"
        shape="square"
        icon={<ProviderTile name={name} />}
        title={failed ? 'The purchase did not go through' : "The provider couldn't be opened"}
        text={
          failed
            ? `${name} did not complete the order. Check ${name}'s page or your payment method, then try again.`
            : error instanceof LatchError
              ? `${error.shortMessage}. Nothing was bought.`
              : 'Something went wrong. Nothing was bought.'
        }
      />
      <button type="button" className="latch-button-primary" onClick={onEdit}>
        Try again
      </button>
    </div>
  )
}

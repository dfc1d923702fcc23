import {
  type CaipNetwork,
  LatchError,
  OnrampOrderFailedError,
  type OnrampOrderState,
  type OnrampState,
} from '@latch/core'
import { formatQuantity, shortenAddress } from '@latch/core/internal'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { StatusPanel } from '../shared/StatusPanel.tsx'
import { buyMessages } from './messages.ts'

const ORDER_STATUS = {
  pending: 'orderPending',
  completed: 'orderCompleted',
  failed: 'orderFailed',
} as const satisfies Record<OnrampOrderState['status'], keyof typeof buyMessages>

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
  const m = useMessages('buy', buyMessages)
  const { locale } = useLatchLocale()
  const { order } = onramp
  const name = order?.providerName ?? m.theProvider
  return (
    <div className="latch-swap-after latch-onramp-after">
      <StatusPanel
        state="waiting"
        shape="square"
        icon={<ProviderTile name={name} />}
        title={order ? m.waitingTitle : m.t(m.openingTitle, { provider: name })}
        text={m.t(order ? m.waitingText : m.openingText, { provider: name })}
      />
      {order ? (
        <dl className="latch-onramp-order">
          <div>
            <dt>{m.orderStatus}</dt>
            <dd data-state={order.status}>{m[ORDER_STATUS[order.status]]}</dd>
          </div>
          <div>
            <dt>{m.youReceive}</dt>
            <dd>
              {formatQuantity(order.purchaseAmount || '0', locale)} {order.currency}
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
          {m.t(order.windowOpened ? m.reopen : m.open, { provider: name })}
        </a>
      ) : null}
      {order ? (
        <button type="button" className="latch-button-secondary latch-send-edit" onClick={onEdit}>
          {m.editPurchase}
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
  const m = useMessages('buy', buyMessages)
  const { locale } = useLatchLocale()
  const explorer = network.blockExplorers?.default
  // '{symbol} balance: {amount}': the amount is in bold, an element of its own.
  const balanceText = m.t(m.balance, { symbol: order.currency }).split('{amount}')
  return (
    <div className="latch-status" data-state="sent">
      <div className="latch-status-icon">
        <span className="latch-send-done">
          <SvgIcon name="check" size={32} />
        </span>
      </div>
      <div className="latch-status-text" role="status">
        <p className="latch-status-title">{m.completeTitle}</p>
        <p className="latch-muted">
          {m.t(m.received, {
            amount: formatQuantity(order.purchaseAmount, locale),
            symbol: order.currency,
            provider: order.providerName,
          })}
        </p>
        {balance !== undefined ? (
          <p className="latch-onramp-balance">
            {balanceText[0]}
            <strong>{formatQuantity(balance, locale)}</strong>
            {balanceText[1]}
          </p>
        ) : null}
      </div>
      {order.txHash ? (
        <p className="latch-send-hash">
          <span>{m.transaction}</span>
          <code title={order.txHash}>{shortenAddress(order.txHash)}</code>
          {explorer ? (
            <a
              className="latch-send-link"
              href={`${explorer.url.replace(/\/+$/, '')}/tx/${order.txHash}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {m.t(m.viewOn, { explorer: explorer.name })}
            </a>
          ) : null}
        </p>
      ) : null}
      <button type="button" className="latch-button-primary" onClick={onDone}>
        {m.done}
      </button>
    </div>
  )
}

/** The purchase failed: why, in words, and back to the form. */
export function OnrampFailure({ onramp, onEdit }: { onramp: OnrampState; onEdit: () => void }) {
  const m = useMessages('buy', buyMessages)
  const errorText = useErrorText()
  const { error, order } = onramp
  const name = order?.providerName ?? m.theProviderStart
  const failed = error instanceof OnrampOrderFailedError
  return (
    <div className="latch-swap-after">
      <StatusPanel
        state="failed"
        shape="square"
        icon={<ProviderTile name={name} />}
        title={failed ? m.failedTitle : m.openFailedTitle}
        text={
          failed
            ? m.t(m.failedText, { provider: name })
            : error instanceof LatchError
              ? m.t(m.openFailedText, { reason: errorText(error) })
              : m.somethingWrong
        }
      />
      <button type="button" className="latch-button-primary" onClick={onEdit}>
        {m.tryAgain}
      </button>
    </div>
  )
}

import { shared } from '../client/shared.ts'
import type { Client } from '../client/types.ts'
import { ONRAMP_ORDER_POLL_MS, ONRAMP_ORDER_WATCH_MS } from '../onramp/constants.ts'
import { OnrampOrderFailedError, OnrampOrderTimeoutError } from '../onramp/errors.ts'
import { failOnramp } from '../onramp/failOnramp.ts'
import { getOnrampOrder } from '../onramp/onrampApi.ts'
import { onrampEventProperties } from '../onramp/onrampEvents.ts'
import type { OnrampOrderState } from '../onramp/onrampState.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'

/** What {@link watchOnrampOrder} resolves with: the order as it ended, if it did while followed. */
export type WatchOnrampOrderReturnType = OnrampOrderState | undefined
/** {@link watchOnrampOrder} throws nothing: a failed order is the `failed` step. */
export type WatchOnrampOrderErrorType = never

/**
 * Follows the order of the open purchase (`state.onramp.order`, `waiting`): asks the provider's
 * status through the server (`GET /v1/onramp/orders/{provider}/{orderId}`) every 2 s. Completed:
 * `success` with what was received, BUY_SUCCESS, and the balances and activity are read again (a
 * purchase shows as an incoming transfer, with a plus sign). Failed at the provider:
 * `OnrampOrderFailedError` (BUY_ERROR). A status that cannot be read is asked again. It stops
 * when the visitor leaves the view or edits the form, and after 30 minutes
 * (`OnrampOrderTimeoutError`; the provider may still deliver). `openOnrampProvider` starts it.
 *
 * @example
 * const order = await watchOnrampOrder(latch)
 * if (order?.status === 'completed') console.log(order.purchaseAmount, order.currency)
 */
export function watchOnrampOrder(client: Client): Promise<WatchOnrampOrderReturnType> {
  const onramp = client.store.getState().onramp
  const order = onramp?.order
  if (onramp?.step !== 'waiting' || !order) return Promise.resolve(undefined)
  const { entry } = onramp
  const following = () => {
    const now = client.store.getState().onramp
    return now?.entry === entry && now.step === 'waiting' && now.order?.id === order.id
      ? now
      : undefined
  }
  return shared(client, `onrampOrder:${order.id}`, async () => {
    const until = Date.now() + ONRAMP_ORDER_WATCH_MS
    while (following()) {
      await new Promise<void>((resolve) => client.schedule(resolve, ONRAMP_ORDER_POLL_MS))
      if (!following()) return undefined
      if (Date.now() > until) {
        failOnramp(client, following()!, new OnrampOrderTimeoutError({ orderId: order.id }))
        return undefined
      }
      let answer: Awaited<ReturnType<typeof getOnrampOrder>>
      try {
        answer = await getOnrampOrder(client, order.provider, order.id)
      } catch (error) {
        client.logger.warn('on-ramp order status failed', error)
        continue
      }
      const current = following()
      if (!current) return undefined
      if (answer?.status === 'completed') {
        const done: OnrampOrderState = {
          ...order,
          ...current.order,
          status: 'completed',
          purchaseAmount:
            typeof answer.purchaseAmount === 'string'
              ? answer.purchaseAmount
              : order.purchaseAmount,
          currency: typeof answer.currency === 'string' ? answer.currency : order.currency,
          txHash: typeof answer.txHash === 'string' ? answer.txHash : undefined,
        }
        patchOnramp(client, entry, { step: 'success', order: done })
        client.events.emit('BUY_SUCCESS', {
          ...onrampEventProperties(current),
          provider: order.provider,
          purchaseAmount: done.purchaseAmount,
          ...(done.txHash ? { hash: done.txHash } : {}),
        })
        refreshAfterSend(client, {
          namespace: current.caipNetworkId.split(':')[0] as ChainNamespace,
        })
        return done
      }
      if (answer?.status === 'failed') {
        patchOnramp(client, entry, { order: { ...order, status: 'failed' } })
        failOnramp(client, current, new OnrampOrderFailedError({ orderId: order.id }))
        return { ...order, status: 'failed' }
      }
    }
    return undefined
  })
}

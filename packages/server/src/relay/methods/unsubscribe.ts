import { invalidParams } from '../errors.ts'
import { asRecord, readTopic } from '../params.ts'
import { removeSubscription } from '../subscriptions.ts'
import type { MethodHandler } from './types.ts'

function readSubscription(value: unknown, name: string): string {
  const record = asRecord(value, name)
  if (typeof record.id !== 'string' || record.id === '') {
    throw invalidParams(`${name}.id must be a subscription id`)
  }
  return readTopic(record.topic, `${name}.topic`)
}

/** `irn_unsubscribe { topic, id }` → true (also when the socket was not subscribed). */
export const irnUnsubscribe: MethodHandler = async ({ state, socket, params, method }) => {
  removeSubscription(state, socket, readSubscription(params, method))
  return { result: true }
}

/** `irn_batchUnsubscribe { subscriptions: [{ topic, id }] }` → true. */
export const irnBatchUnsubscribe: MethodHandler = async ({ state, socket, params, method }) => {
  const { subscriptions } = asRecord(params, method)
  if (!Array.isArray(subscriptions) || subscriptions.length === 0) {
    throw invalidParams('subscriptions must be a non-empty array of { topic, id }')
  }
  const topics = subscriptions.map((item, index) =>
    readSubscription(item, `subscriptions[${index}]`),
  )
  for (const topic of topics) removeSubscription(state, socket, topic)
  return { result: true }
}

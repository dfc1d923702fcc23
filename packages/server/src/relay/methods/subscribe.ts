import { deliverPending } from '../delivery.ts'
import { asRecord, readTopic, readTopics } from '../params.ts'
import type { RelaySocket, RelayState } from '../state.ts'
import { addSubscriptions } from '../subscriptions.ts'
import type { MethodHandler } from './types.ts'

function deliverAll(state: RelayState, socket: RelaySocket, topics: readonly string[]) {
  return async () => {
    for (const topic of topics) await deliverPending(state, socket, topic)
  }
}

/** `irn_subscribe { topic }` → subscription id; messages waiting on the topic follow. */
export const irnSubscribe: MethodHandler = async ({ state, socket, params, method }) => {
  const topic = readTopic(asRecord(params, method).topic, 'topic')
  const [id] = addSubscriptions(state, socket, [topic])
  return { result: id, afterAnswer: deliverAll(state, socket, [topic]) }
}

/** `irn_batchSubscribe { topics }` → subscription ids in the same order (duplicates once). */
export const irnBatchSubscribe: MethodHandler = async ({ state, socket, params, method }) => {
  const { topics: value } = asRecord(params, method)
  const topics = readTopics(value, 'topics', state.limits.maxSubscriptionsPerSocket)
  const ids = addSubscriptions(state, socket, topics)
  return { result: ids, afterAnswer: deliverAll(state, socket, topics) }
}

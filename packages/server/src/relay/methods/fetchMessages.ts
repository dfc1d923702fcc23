import { RELAY_FETCH_PAGE_BYTES, RELAY_FETCH_PAGE_SIZE } from '../constants.ts'
import { subscriptionData } from '../delivery.ts'
import { asRecord, readTopics } from '../params.ts'
import type { MethodHandler } from './types.ts'

/** Topics one `irn_batchFetchMessages` call may name. */
const MAX_FETCH_TOPICS = 500

/**
 * `irn_batchFetchMessages { topics }` → `{ messages, hasMore }`: the messages on those topics the
 * client has not received, oldest first per topic, at most 500 (and 1 MiB) per call. The answer
 * is the delivery: fetched messages are not pushed or fetched again.
 */
export const irnBatchFetchMessages: MethodHandler = async ({ state, socket, params, method }) => {
  const topics = readTopics(asRecord(params, method).topics, 'topics', MAX_FETCH_TOPICS)
  const now = state.now()
  const messages: ReturnType<typeof subscriptionData>[] = []
  let bytes = 0
  let hasMore = false
  for (const topic of topics) {
    const room = RELAY_FETCH_PAGE_SIZE - messages.length
    // One more than there is room for tells whether anything is left over.
    const found = await state.store.undelivered(topic, socket.clientId, now, room + 1)
    if (found.length > room) hasMore = true
    for (const message of found.slice(0, room)) {
      if (messages.length > 0 && bytes + message.message.length > RELAY_FETCH_PAGE_BYTES) {
        hasMore = true
        break
      }
      bytes += message.message.length
      await state.store.acknowledge(topic, message.id, socket.clientId)
      messages.push(subscriptionData(message))
    }
    if (hasMore) break
  }
  return { result: { messages, hasMore } }
}

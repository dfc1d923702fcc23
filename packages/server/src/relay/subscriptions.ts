import { RELAY_ERROR_CODES, RelayRpcError } from './errors.ts'
import { type RelaySocket, type RelayState, subscriptionId } from './state.ts'

/**
 * Subscribes the socket to each topic (all or none: over the per-socket limit nothing changes).
 * Resolves to the subscription ids, in order; subscribing again to a topic keeps its id.
 */
export function addSubscriptions(
  state: RelayState,
  socket: RelaySocket,
  topics: readonly string[],
): string[] {
  const added = new Set(topics.filter((topic) => !socket.subscriptions.has(topic)))
  if (socket.subscriptions.size + added.size > state.limits.maxSubscriptionsPerSocket) {
    throw new RelayRpcError(
      RELAY_ERROR_CODES.tooManySubscriptions,
      `Too many subscriptions: at most ${state.limits.maxSubscriptionsPerSocket} per socket`,
    )
  }
  return topics.map((topic) => {
    const existing = socket.subscriptions.get(topic)
    if (existing !== undefined) return existing
    const id = subscriptionId(topic, socket.clientId)
    socket.subscriptions.set(topic, id)
    let sockets = state.subscribers.get(topic)
    if (!sockets) {
      sockets = new Set()
      state.subscribers.set(topic, sockets)
    }
    sockets.add(socket)
    return id
  })
}

/** Ends the socket's subscription to `topic` (nothing happens when there is none). */
export function removeSubscription(state: RelayState, socket: RelaySocket, topic: string): void {
  if (!socket.subscriptions.delete(topic)) return
  const sockets = state.subscribers.get(topic)
  sockets?.delete(socket)
  if (sockets?.size === 0) state.subscribers.delete(topic)
}

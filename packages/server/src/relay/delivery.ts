import { WebSocket } from 'ws'
import { formatRequest } from './jsonRpc.ts'
import { deliveryKey, type RelaySocket, type RelayState } from './state.ts'
import type { RelayMessage } from './types.ts'

/** The `data` of an `irn_subscription` (and each message of `irn_batchFetchMessages`). */
export function subscriptionData(message: RelayMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation !== undefined && { attestation: message.attestation }),
  }
}

/**
 * Pushes a message to one socket as `irn_subscription`, unless its client already has a copy on
 * the way (on this or another socket). The copy counts as received once the client answers.
 */
export function sendMessage(state: RelayState, socket: RelaySocket, message: RelayMessage): void {
  const subscription = socket.subscriptions.get(message.topic)
  if (subscription === undefined || socket.ws.readyState !== WebSocket.OPEN) return
  if (message.expiresAt <= state.now()) return
  const key = deliveryKey(message.topic, message.id)
  let pending = state.inFlight.get(socket.clientId)
  if (pending?.has(key)) return
  if (socket.sendingBytes > state.limits.maxSendBufferBytes) {
    socket.backlog.add(message.topic) // sent once the client has read what is on its way
    return
  }
  if (!pending) {
    pending = new Set()
    state.inFlight.set(socket.clientId, pending)
  }
  pending.add(key)
  // Small integers: the SDKs parse ids of 17+ digits as BigInt and would echo them as strings.
  const requestId = state.nextRequestId++
  socket.awaitingAck.set(requestId, { topic: message.topic, messageId: message.id })
  const params = { id: subscription, data: subscriptionData(message) }
  sendFrame(state, socket, formatRequest(requestId, 'irn_subscription', params))
}

/**
 * Sends a frame, counted in `sendingBytes` until written out; once they are back under half the
 * limit, held-back messages go out and a waiting frame is handled.
 */
export function sendFrame(state: RelayState, socket: RelaySocket, frame: string): void {
  if (socket.ws.readyState !== WebSocket.OPEN) return
  const bytes = Buffer.byteLength(frame)
  socket.sendingBytes += bytes
  socket.ws.send(frame, () => {
    socket.sendingBytes -= bytes
    if (socket.sendingBytes > state.limits.maxSendBufferBytes / 2) return
    if (socket.backlog.size > 0) sendBacklog(state, socket)
    for (const resolve of socket.roomWaiters.splice(0)) resolve()
  })
}

/** Resolves once the socket has no more than `maxSendBufferBytes` on its way (or is closed). */
export function roomToSend(state: RelayState, socket: RelaySocket): Promise<void> | undefined {
  if (socket.sendingBytes <= state.limits.maxSendBufferBytes || !state.sockets.has(socket)) return
  return new Promise((resolve) => socket.roomWaiters.push(resolve))
}

/** Sends what was held back for a socket that had too much on its way, in frame order. */
function sendBacklog(state: RelayState, socket: RelaySocket): void {
  const topics = [...socket.backlog]
  socket.backlog.clear()
  socket.queue = socket.queue
    .then(async () => {
      for (const topic of topics) await deliverPending(state, socket, topic)
    })
    .catch(state.onError)
}

/** A message just stored (by any instance sharing the store): push it to subscribed sockets. */
export function pushToSubscribers(state: RelayState, message: RelayMessage): void {
  for (const socket of state.subscribers.get(message.topic) ?? []) {
    if (socket.clientId !== message.publisherId) sendMessage(state, socket, message)
  }
}

/** Sends what the socket's client has not received yet on `topic`, oldest first. */
export async function deliverPending(
  state: RelayState,
  socket: RelaySocket,
  topic: string,
): Promise<void> {
  const now = state.now()
  const limit = Number.POSITIVE_INFINITY // the store's per-topic limit bounds it
  const messages = await state.store.undelivered(topic, socket.clientId, now, limit)
  for (const message of messages) sendMessage(state, socket, message)
}

function release(state: RelayState, clientId: string, key: string): void {
  const pending = state.inFlight.get(clientId)
  pending?.delete(key)
  if (pending?.size === 0) state.inFlight.delete(clientId)
}

/**
 * The client answered an `irn_subscription`: a result marks the message received for good; an
 * error leaves it to be sent again on the next subscription to the topic.
 */
export async function settleDelivery(
  state: RelayState,
  socket: RelaySocket,
  requestId: unknown,
  ok: boolean,
): Promise<void> {
  const id = typeof requestId === 'string' ? Number(requestId) : requestId
  if (typeof id !== 'number') return
  const delivery = socket.awaitingAck.get(id)
  if (!delivery) return
  socket.awaitingAck.delete(id)
  if (ok) await state.store.acknowledge(delivery.topic, delivery.messageId, socket.clientId)
  release(state, socket.clientId, deliveryKey(delivery.topic, delivery.messageId))
}

/** A socket closed: forget its subscriptions; unacknowledged copies may be sent again. */
export function releaseSocket(state: RelayState, socket: RelaySocket): void {
  if (!state.sockets.delete(socket)) return
  for (const topic of socket.subscriptions.keys()) {
    const sockets = state.subscribers.get(topic)
    sockets?.delete(socket)
    if (sockets?.size === 0) state.subscribers.delete(topic)
  }
  socket.subscriptions.clear()
  socket.backlog.clear()
  for (const delivery of socket.awaitingAck.values()) {
    release(state, socket.clientId, deliveryKey(delivery.topic, delivery.messageId))
  }
  socket.awaitingAck.clear()
  for (const resolve of socket.roomWaiters.splice(0)) resolve()
  const count = (state.socketsPerIp.get(socket.ip) ?? 1) - 1
  if (count > 0) state.socketsPerIp.set(socket.ip, count)
  else state.socketsPerIp.delete(socket.ip)
}

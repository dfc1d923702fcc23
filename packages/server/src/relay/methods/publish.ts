import { invalidParams, RELAY_ERROR_CODES, RelayRpcError } from '../errors.ts'
import { asRecord, type PublishParams, readPublishParams } from '../params.ts'
import { messageId, type RelaySocket, type RelayState } from '../state.ts'
import type { PutRefusal } from '../types.ts'
import type { MethodHandler } from './types.ts'

/** Largest `irn_batchPublish` batch. */
const MAX_BATCH_MESSAGES = 500

/** Why a publish was refused, as the client reads it (SDKs retry any refused publish for 60 s). */
function refusal(outcome: PutRefusal, topic: string): RelayRpcError {
  const later = 'try again when some expire'
  switch (outcome) {
    case 'topic_full':
      return new RelayRpcError(
        RELAY_ERROR_CODES.mailboxFull,
        `Topic ${topic} holds as many unexpired messages as one topic may; ${later}`,
      )
    case 'client_quota':
      return new RelayRpcError(
        RELAY_ERROR_CODES.quotaExceeded,
        `This client's unexpired messages fill its share of the relay; ${later}`,
      )
    case 'ip_quota':
      return new RelayRpcError(
        RELAY_ERROR_CODES.quotaExceeded,
        `The clients of this address fill its share of the relay, this one the most; ${later}`,
      )
    case 'store_full':
      return new RelayRpcError(
        RELAY_ERROR_CODES.quotaExceeded,
        `The relay is full and this client holds the most; ${later}`,
      )
  }
}

/**
 * Stores messages until their TTL, all or none (a refused call leaves nothing behind); the store
 * hands each to every subscriber but the publisher. Publishing the same message on the same topic
 * again changes nothing (the SDKs retry).
 */
export async function storeMessages(
  state: RelayState,
  socket: RelaySocket,
  items: readonly PublishParams[],
): Promise<void> {
  const now = state.now()
  const answer = await state.store.putAll(
    items.map((params) => ({
      topic: params.topic,
      message: params.message,
      id: messageId(params.message),
      tag: params.tag,
      publishedAt: now,
      expiresAt: now + params.ttlSeconds * 1000,
      attestation: params.attestation,
      publisherId: socket.clientId,
      publisherIp: socket.ip,
    })),
  )
  if (answer.outcome !== 'stored') throw refusal(answer.outcome, answer.topic)
}

/** `irn_publish { topic, message, ttl, tag?, prompt?, attestation? }` → true. */
export const irnPublish: MethodHandler = async ({ state, socket, params, method }) => {
  await storeMessages(state, socket, [
    readPublishParams(params, method, state.limits.maxTtlSeconds),
  ])
  return { result: true }
}

/**
 * `irn_batchPublish { messages }` → true; every item is checked, and the limits for the whole
 * batch, before any is stored: a refused batch stores none of it.
 */
export const irnBatchPublish: MethodHandler = async ({ state, socket, params, method }) => {
  const { messages } = asRecord(params, method)
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > MAX_BATCH_MESSAGES) {
    throw invalidParams(`messages must be an array of 1 to ${MAX_BATCH_MESSAGES} publish params`)
  }
  const items = messages.map((item, index) =>
    readPublishParams(item, `messages[${index}]`, state.limits.maxTtlSeconds),
  )
  await storeMessages(state, socket, items)
  return { result: true }
}

import { invalidParams, RELAY_ERROR_CODES, RelayRpcError } from '../errors.ts'
import { asRecord, type PublishParams, readPublishParams } from '../params.ts'
import { messageId, type RelaySocket, type RelayState } from '../state.ts'
import type { MethodHandler } from './types.ts'

/** Largest `irn_batchPublish` batch. */
const MAX_BATCH_MESSAGES = 500

/**
 * Stores a message until its TTL; the store hands it to every subscriber but the publisher.
 * Publishing the same message on the same topic again changes nothing (the SDKs retry).
 */
export async function storeMessage(
  state: RelayState,
  socket: RelaySocket,
  params: PublishParams,
): Promise<void> {
  const now = state.now()
  const outcome = await state.store.put({
    topic: params.topic,
    message: params.message,
    id: messageId(params.message),
    tag: params.tag,
    publishedAt: now,
    expiresAt: now + params.ttlSeconds * 1000,
    attestation: params.attestation,
    publisherId: socket.clientId,
  })
  if (outcome === 'full') {
    throw new RelayRpcError(
      RELAY_ERROR_CODES.mailboxFull,
      `Topic ${params.topic} holds too many messages; try again when some expire`,
    )
  }
}

/** `irn_publish { topic, message, ttl, tag?, prompt?, attestation? }` → true. */
export const irnPublish: MethodHandler = async ({ state, socket, params, method }) => {
  await storeMessage(state, socket, readPublishParams(params, method, state.limits.maxTtlSeconds))
  return { result: true }
}

/** `irn_batchPublish { messages }` → true; every item is checked before any is stored. */
export const irnBatchPublish: MethodHandler = async ({ state, socket, params, method }) => {
  const { messages } = asRecord(params, method)
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > MAX_BATCH_MESSAGES) {
    throw invalidParams(`messages must be an array of 1 to ${MAX_BATCH_MESSAGES} publish params`)
  }
  const items = messages.map((item, index) =>
    readPublishParams(item, `messages[${index}]`, state.limits.maxTtlSeconds),
  )
  for (const item of items) await storeMessage(state, socket, item)
  return { result: true }
}

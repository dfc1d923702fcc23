import { RELAY_MAX_MESSAGES_PER_TOPIC, RELAY_MAX_STORED_MESSAGES } from './constants.ts'
import type { PutResult, RelayMessage, RelayStore } from './types.ts'

export type CreateMemoryRelayStoreOptions = {
  /** @defaultValue 1000 (`RELAY_MAX_MESSAGES_PER_TOPIC`) */
  maxMessagesPerTopic?: number | undefined
  /** @defaultValue 100 000 (`RELAY_MAX_STORED_MESSAGES`) */
  maxStoredMessages?: number | undefined
}

type Entry = { message: RelayMessage; acknowledgedBy: Set<string> }

/**
 * A relay store in this process's memory: messages are lost on restart and not shared between
 * instances. Expired messages are skipped at once and dropped by `purgeExpired`.
 * @example
 * const relay = createRelay({ store: createMemoryRelayStore({ maxMessagesPerTopic: 100 }) })
 */
export function createMemoryRelayStore(options: CreateMemoryRelayStoreOptions = {}): RelayStore {
  const maxPerTopic = options.maxMessagesPerTopic ?? RELAY_MAX_MESSAGES_PER_TOPIC
  const maxStored = options.maxStoredMessages ?? RELAY_MAX_STORED_MESSAGES
  // Map order is insertion order, so each topic's entries stay oldest first.
  const topics = new Map<string, Map<string, Entry>>()
  const listeners = new Set<(message: RelayMessage) => void>()
  let stored = 0

  function drop(topic: string, entries: Map<string, Entry>, now: number) {
    for (const [id, entry] of entries) {
      if (entry.message.expiresAt > now) continue
      entries.delete(id)
      stored--
    }
    if (entries.size === 0) topics.delete(topic)
  }

  return {
    async put(message): Promise<PutResult> {
      const entries = topics.get(message.topic)
      if (entries) drop(message.topic, entries, message.publishedAt)
      const current = topics.get(message.topic)
      if (current?.has(message.id)) return 'duplicate'
      if ((current?.size ?? 0) >= maxPerTopic || stored >= maxStored) return 'full'
      const target = current ?? new Map<string, Entry>()
      target.set(message.id, { message, acknowledgedBy: new Set([message.publisherId]) })
      topics.set(message.topic, target)
      stored++
      for (const listener of listeners) listener(message)
      return 'stored'
    },
    async undelivered(topic, clientId, now, limit) {
      const found: RelayMessage[] = []
      for (const entry of topics.get(topic)?.values() ?? []) {
        if (found.length >= limit) break
        if (entry.message.expiresAt > now && !entry.acknowledgedBy.has(clientId)) {
          found.push(entry.message)
        }
      }
      return found
    },
    async acknowledge(topic, messageId, clientId) {
      topics.get(topic)?.get(messageId)?.acknowledgedBy.add(clientId)
    },
    async purgeExpired(now) {
      const before = stored
      for (const [topic, entries] of topics) drop(topic, entries, now)
      return before - stored
    },
    onMessage(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      topics.clear()
      listeners.clear()
      stored = 0
    },
  }
}

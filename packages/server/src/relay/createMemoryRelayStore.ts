import {
  RELAY_MAX_MESSAGES_PER_TOPIC,
  RELAY_MAX_STORED_BYTES,
  RELAY_MAX_STORED_BYTES_PER_CLIENT,
  RELAY_MAX_STORED_BYTES_PER_IP,
  RELAY_MAX_STORED_MESSAGES,
  RELAY_MESSAGE_OVERHEAD_BYTES,
} from './constants.ts'
import type { PutResult, RelayMessage, RelayStore } from './types.ts'

export type CreateMemoryRelayStoreOptions = {
  /** @defaultValue 1000 (`RELAY_MAX_MESSAGES_PER_TOPIC`) */
  maxMessagesPerTopic?: number | undefined
  /** @defaultValue 100 000 (`RELAY_MAX_STORED_MESSAGES`) */
  maxStoredMessages?: number | undefined
  /** Counted bytes kept in all. @defaultValue 256 MiB (`RELAY_MAX_STORED_BYTES`) */
  maxStoredBytes?: number | undefined
  /** @defaultValue 16 MiB (`RELAY_MAX_STORED_BYTES_PER_CLIENT`) */
  maxStoredBytesPerClient?: number | undefined
  /** @defaultValue 64 MiB (`RELAY_MAX_STORED_BYTES_PER_IP`) */
  maxStoredBytesPerIp?: number | undefined
}

/** What the in-memory store holds now. */
export type MemoryRelayStoreUsage = {
  messages: number
  /** Counted bytes: message and attestation UTF-8 bytes plus the per-message overhead. */
  bytes: number
}

export type MemoryRelayStore = RelayStore & {
  usage(): MemoryRelayStoreUsage
  /** Counted bytes of the unexpired (and not yet purged) messages a client published. */
  clientBytes(clientId: string): number
}

/** One publisher's messages from one address, oldest first (a Set keeps insertion order). */
type Bucket = { clientId: string; ip: string; bytes: number; entries: Set<Entry> }
type Entry = { message: RelayMessage; bytes: number; acknowledgedBy: Set<string>; bucket: Bucket }
type Address = { bytes: number; buckets: Map<string, Bucket> }

/** The counted size of a message (see `RELAY_MAX_STORED_BYTES`). */
export function countedBytes(message: RelayMessage): number {
  const attestation = message.attestation ? Buffer.byteLength(message.attestation) : 0
  return Buffer.byteLength(message.message) + attestation + RELAY_MESSAGE_OVERHEAD_BYTES
}

function heaviest<T extends { bytes: number }>(items: Iterable<T>): T | undefined {
  let found: T | undefined
  for (const item of items) if (!found || item.bytes > found.bytes) found = item
  return found
}

/**
 * A relay store in this process's memory: messages are lost on restart and not shared between
 * instances. Memory is bounded in bytes per client, per remote address and in all; one client's
 * flood is refused or evicted and never shuts out others (see `RELAY_MAX_STORED_BYTES`). Expired
 * messages are skipped at once and dropped by `purgeExpired`.
 * @example
 * const relay = createRelay({ store: createMemoryRelayStore({ maxMessagesPerTopic: 100 }) })
 */
export function createMemoryRelayStore(
  options: CreateMemoryRelayStoreOptions = {},
): MemoryRelayStore {
  const maxPerTopic = options.maxMessagesPerTopic ?? RELAY_MAX_MESSAGES_PER_TOPIC
  const maxMessages = options.maxStoredMessages ?? RELAY_MAX_STORED_MESSAGES
  const maxBytes = options.maxStoredBytes ?? RELAY_MAX_STORED_BYTES
  const maxPerClient = options.maxStoredBytesPerClient ?? RELAY_MAX_STORED_BYTES_PER_CLIENT
  const maxPerIp = options.maxStoredBytesPerIp ?? RELAY_MAX_STORED_BYTES_PER_IP
  // Map order is insertion order, so each topic's entries stay oldest first.
  const topics = new Map<string, Map<string, Entry>>()
  const addresses = new Map<string, Address>()
  const bytesByClient = new Map<string, number>()
  const listeners = new Set<(message: RelayMessage) => void>()
  const total = { messages: 0, bytes: 0 }

  function remove(entry: Entry): void {
    const { message, bytes, bucket } = entry
    const entries = topics.get(message.topic)
    entries?.delete(message.id)
    if (entries?.size === 0) topics.delete(message.topic)
    bucket.entries.delete(entry)
    bucket.bytes -= bytes
    const address = addresses.get(bucket.ip)!
    address.bytes -= bytes
    if (bucket.entries.size === 0) address.buckets.delete(bucket.clientId)
    if (address.buckets.size === 0) addresses.delete(bucket.ip)
    const left = (bytesByClient.get(bucket.clientId) ?? 0) - bytes
    if (left > 0) bytesByClient.set(bucket.clientId, left)
    else bytesByClient.delete(bucket.clientId)
    total.messages--
    total.bytes -= bytes
  }

  function add(message: RelayMessage, bytes: number): void {
    const ip = message.publisherIp ?? 'unknown'
    let address = addresses.get(ip)
    if (!address) {
      address = { bytes: 0, buckets: new Map() }
      addresses.set(ip, address)
    }
    let bucket = address.buckets.get(message.publisherId)
    if (!bucket) {
      bucket = { clientId: message.publisherId, ip, bytes: 0, entries: new Set() }
      address.buckets.set(message.publisherId, bucket)
    }
    const entry: Entry = { message, bytes, acknowledgedBy: new Set([message.publisherId]), bucket }
    bucket.entries.add(entry)
    bucket.bytes += bytes
    address.bytes += bytes
    bytesByClient.set(message.publisherId, (bytesByClient.get(message.publisherId) ?? 0) + bytes)
    let entries = topics.get(message.topic)
    if (!entries) {
      entries = new Map()
      topics.set(message.topic, entries)
    }
    entries.set(message.id, entry)
    total.messages++
    total.bytes += bytes
  }

  function dropExpired(entries: Iterable<Entry>, now: number): void {
    for (const entry of [...entries]) if (entry.message.expiresAt <= now) remove(entry)
  }

  /**
   * Evicts the oldest message of the heaviest publisher until `full()` is false; false (and the
   * publisher is refused) once that publisher holds no more than the publisher would after the
   * put, so whoever holds the most pays.
   */
  function makeRoom(full: () => boolean, victim: () => Bucket | undefined, after: () => number) {
    while (full()) {
      const bucket = victim()
      if (!bucket || bucket.bytes <= after()) return false
      remove(bucket.entries.values().next().value!)
    }
    return true
  }

  function admit(message: RelayMessage, bytes: number): PutResult {
    const { publisherId } = message
    const ip = message.publisherIp ?? 'unknown'
    const clientAfter = () => (bytesByClient.get(publisherId) ?? 0) + bytes
    if (clientAfter() > maxPerClient) return 'client_quota'
    const address = () => addresses.get(ip)
    const ipFull = () => (address()?.bytes ?? 0) + bytes > maxPerIp
    const ipVictim = () => heaviest(address()?.buckets.values() ?? [])
    const bucketAfter = () => (address()?.buckets.get(publisherId)?.bytes ?? 0) + bytes
    if (!makeRoom(ipFull, ipVictim, bucketAfter)) return 'ip_quota'
    const storeFull = () => total.bytes + bytes > maxBytes || total.messages + 1 > maxMessages
    const storeVictim = () => heaviest(heaviest(addresses.values())?.buckets.values() ?? [])
    if (!makeRoom(storeFull, storeVictim, clientAfter)) return 'store_full'
    return 'stored'
  }

  return {
    async put(message): Promise<PutResult> {
      const existing = topics.get(message.topic)
      if (existing) dropExpired(existing.values(), message.publishedAt)
      const entries = topics.get(message.topic)
      if (entries?.has(message.id)) return 'duplicate'
      if ((entries?.size ?? 0) >= maxPerTopic) return 'topic_full'
      const bytes = countedBytes(message)
      const outcome = admit(message, bytes)
      if (outcome !== 'stored') return outcome
      add(message, bytes)
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
      const before = total.messages
      for (const entries of [...topics.values()]) dropExpired(entries.values(), now)
      return before - total.messages
    },
    onMessage(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      topics.clear()
      addresses.clear()
      bytesByClient.clear()
      listeners.clear()
      total.messages = 0
      total.bytes = 0
    },
    usage: () => ({ ...total }),
    clientBytes: (clientId) => bytesByClient.get(clientId) ?? 0,
  }
}

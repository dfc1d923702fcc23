import {
  RELAY_MAX_MESSAGES_PER_TOPIC,
  RELAY_MAX_STORED_BYTES,
  RELAY_MAX_STORED_BYTES_PER_CLIENT,
  RELAY_MAX_STORED_BYTES_PER_IP,
  RELAY_MAX_STORED_MESSAGES,
  RELAY_MESSAGE_OVERHEAD_BYTES,
} from './constants.ts'
import type { PutRefusal, PutResult, RelayMessage, RelayStore } from './types.ts'

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
  /** Keeps one message: `putAll([message])`, answering `duplicate` when the topic holds it. */
  put(message: RelayMessage): Promise<PutResult>
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
   * Decides, without changing anything, whether `fresh` (new messages of one publisher, `bytes`
   * counted in all) fits: which messages of others to evict for it, or why it is refused. Where an
   * address or the store is full, the heaviest publisher there loses its oldest messages, until
   * the publisher itself would hold the most: then it is refused, so whoever holds the most pays.
   */
  function plan(fresh: readonly RelayMessage[], bytes: number): PutRefusal | Entry[] {
    const { publisherId } = fresh[0]!
    const ip = fresh[0]!.publisherIp ?? 'unknown'
    const clientAfter = (bytesByClient.get(publisherId) ?? 0) + bytes
    if (clientAfter > maxPerClient) return 'client_quota'
    const evicted: Entry[] = []
    let evictedTotal = 0
    const evictedBytes = new Map<Bucket | Address, number>()
    const oldest = new Map<Bucket, Iterator<Entry>>()
    const left = (of: Bucket | Address) => of.bytes - (evictedBytes.get(of) ?? 0)
    const heaviestLeft = <T extends Bucket | Address>(items: Iterable<T>) => {
      let found: T | undefined
      for (const item of items) if (!found || left(item) > left(found)) found = item
      return found
    }
    /** Evicts the victim's oldest until `full()` is false; false when the victim is too light. */
    const makeRoom = (
      full: () => boolean,
      victim: () => Bucket | undefined,
      after: () => number,
    ) => {
      while (full()) {
        const bucket = victim()
        if (!bucket || left(bucket) <= after()) return false
        const entries = oldest.get(bucket) ?? bucket.entries.values()
        oldest.set(bucket, entries)
        const entry = entries.next().value as Entry
        const address = addresses.get(bucket.ip)!
        evicted.push(entry)
        evictedTotal += entry.bytes
        evictedBytes.set(bucket, (evictedBytes.get(bucket) ?? 0) + entry.bytes)
        evictedBytes.set(address, (evictedBytes.get(address) ?? 0) + entry.bytes)
      }
      return true
    }
    const address = addresses.get(ip)
    if (address) {
      const own = address.buckets.get(publisherId)
      const ipFull = () => left(address) + bytes > maxPerIp
      const ipVictim = () => heaviestLeft(address.buckets.values())
      const bucketAfter = () => (own ? left(own) : 0) + bytes
      if (!makeRoom(ipFull, ipVictim, bucketAfter)) return 'ip_quota'
    } else if (bytes > maxPerIp) return 'ip_quota'
    const storeFull = () =>
      total.bytes - evictedTotal + bytes > maxBytes ||
      total.messages - evicted.length + fresh.length > maxMessages
    const storeVictim = () => heaviestLeft(heaviestLeft(addresses.values())?.buckets.values() ?? [])
    if (!makeRoom(storeFull, storeVictim, () => clientAfter)) return 'store_full'
    return evicted
  }

  /** Stores `messages` (one publisher's) all or none; `duplicate` when every one is there. */
  function putAll(messages: readonly RelayMessage[]): {
    outcome: PutResult
    topic: string
    stored: number
  } {
    const first = messages[0]
    if (!first) return { outcome: 'duplicate', topic: '', stored: 0 }
    for (const message of messages) {
      if (message.publisherId !== first.publisherId || message.publisherIp !== first.publisherIp)
        throw new TypeError('putAll takes the messages of one publisher')
    }
    const fresh: RelayMessage[] = []
    const freshPerTopic = new Map<string, Set<string>>()
    for (const message of messages) {
      const existing = topics.get(message.topic)
      if (existing) dropExpired(existing.values(), message.publishedAt)
      if (topics.get(message.topic)?.has(message.id)) continue
      const ids = freshPerTopic.get(message.topic) ?? new Set<string>()
      freshPerTopic.set(message.topic, ids)
      if (ids.has(message.id)) continue // the same message twice in one batch is kept once
      ids.add(message.id)
      if ((topics.get(message.topic)?.size ?? 0) + ids.size > maxPerTopic) {
        return { outcome: 'topic_full', topic: message.topic, stored: 0 }
      }
      fresh.push(message)
    }
    if (fresh.length === 0) return { outcome: 'duplicate', topic: first.topic, stored: 0 }
    const sizes = fresh.map(countedBytes)
    const evicted = plan(
      fresh,
      sizes.reduce((sum, size) => sum + size, 0),
    )
    if (typeof evicted === 'string') return { outcome: evicted, topic: first.topic, stored: 0 }
    for (const entry of evicted) remove(entry)
    for (const [index, message] of fresh.entries()) add(message, sizes[index]!)
    for (const message of fresh) for (const listener of listeners) listener(message)
    return { outcome: 'stored', topic: first.topic, stored: fresh.length }
  }

  return {
    async put(message) {
      return putAll([message]).outcome
    },
    async putAll(messages) {
      const { outcome, topic, stored } = putAll(messages)
      if (outcome === 'stored' || outcome === 'duplicate') return { outcome: 'stored', stored }
      return { outcome, topic }
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

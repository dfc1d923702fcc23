/** A message kept by the relay until its TTL. */
export type RelayMessage = {
  topic: string
  /** The published payload, opaque to the relay (end-to-end encrypted by the SDKs). */
  message: string
  /** sha256 of `message` (hex): the relay message id; the same message on a topic is kept once. */
  id: string
  tag: number
  /** ms since the epoch */
  publishedAt: number
  /** ms since the epoch; the message is neither delivered nor fetched from then on. */
  expiresAt: number
  attestation?: string | undefined
  /** Client id (JWT `iss`) of the publisher, who never gets its own message back. */
  publisherId: string
  /** What the publisher counts as for the per-address limit (`clientKey` of its address). */
  publisherIp?: string | undefined
}

/**
 * `stored`; `duplicate` when the topic already holds the message. Refusals: `topic_full` (the
 * topic holds as many unexpired messages as one topic may), `client_quota` (the publisher's
 * client holds its share), `ip_quota` (the publisher holds the most of its address, which holds
 * its share), `store_full` (the store is full and the publisher holds the most).
 */
export type PutResult = 'stored' | 'duplicate' | PutRefusal

/** Why a put was refused (see `PutResult`). */
export type PutRefusal = 'topic_full' | 'client_quota' | 'ip_quota' | 'store_full'

/**
 * What `putAll` did: `stored` when every message is kept (`stored` of them new, the others
 * already on their topic); otherwise none is kept, and `topic` is the topic of the first message
 * refused (with `topic_full`, the one that is full).
 */
export type PutAllResult =
  | { outcome: 'stored'; stored: number }
  | { outcome: PutRefusal; topic: string }

/**
 * Where the relay keeps messages and which clients acknowledged them. The in-memory store serves
 * one process; several relay instances need a shared store whose `onMessage` fires for messages
 * stored by any instance, so each instance can push them to its own sockets: the PostgreSQL one
 * (`createPostgresRelayStore`) does.
 */
export type RelayStore = {
  /**
   * Keeps messages of one publisher (one `publisherId` and `publisherIp`), all or none: the
   * limits are checked for the whole batch before any of it is stored, so a refused batch leaves
   * the store as it was (nothing is written half-way). The publisher counts as having
   * received them. A store shared by several instances should apply the per-client and
   * per-address limits across them.
   */
  putAll(messages: readonly RelayMessage[]): Promise<PutAllResult>
  /** Unexpired messages on `topic` that `clientId` has not acknowledged, oldest first. */
  undelivered(topic: string, clientId: string, now: number, limit: number): Promise<RelayMessage[]>
  /** Records that `clientId` received message `messageId` of `topic`; it is not sent again. */
  acknowledge(topic: string, messageId: string, clientId: string): Promise<void>
  /** Drops expired messages; resolves to how many were dropped. */
  purgeExpired(now: number): Promise<number>
  /** Calls `listener` for every message stored from now on; returns the unsubscribe function. */
  onMessage(listener: (message: RelayMessage) => void): () => void
  close(): Promise<void>
}

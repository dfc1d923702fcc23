import pg from 'pg'
import type { Db } from '../db/db.ts'
import {
  RELAY_MAX_MESSAGES_PER_TOPIC,
  RELAY_MAX_STORED_BYTES,
  RELAY_MAX_STORED_BYTES_PER_CLIENT,
  RELAY_MAX_STORED_BYTES_PER_IP,
  RELAY_MAX_STORED_MESSAGES,
} from './constants.ts'
import { countedBytes } from './createMemoryRelayStore.ts'
import type { PutAllResult, RelayMessage, RelayStore } from './types.ts'

/** The NOTIFY channel on which every instance hears of the messages any instance stored. */
export const RELAY_NOTIFY_CHANNEL = 'latch_relay'

/** Puts take this advisory lock, so the limits hold across instances and `seq` is commit order. */
const RELAY_PUT_LOCK_KEY = 7_316_022

/** A NOTIFY payload must stay under 8000 bytes; larger messages are read back by id. */
const MAX_NOTIFY_PAYLOAD_BYTES = 7_900

/** `application_name` of the LISTEN connections (in `pg_stat_activity`). */
export const RELAY_LISTEN_APPLICATION = 'latch-relay-listen'

/** How long the listener waits before connecting again after its connection dropped. */
export const RELAY_LISTEN_RETRY_MS = 1_000

/** Most publish calls stored in one transaction. */
const MAX_GROUP_CALLS = 200

/** Most acknowledgements written by one statement. */
const MAX_GROUP_ACKS = 500

/** Messages read per query when catching up after the listener was disconnected. */
const CATCH_UP_PAGE = 500

export type CreatePostgresRelayStoreOptions = {
  /** The server's database (a PostgreSQL `Db`, migrated): the messages' table. */
  db: Db
  /** The same database's connection string: a connection of its own LISTENs for new messages. */
  connectionString: string
  /** @defaultValue 1000 (`RELAY_MAX_MESSAGES_PER_TOPIC`) */
  maxMessagesPerTopic?: number | undefined
  /** @defaultValue 100 000 (`RELAY_MAX_STORED_MESSAGES`) */
  maxStoredMessages?: number | undefined
  /** @defaultValue 256 MiB (`RELAY_MAX_STORED_BYTES`) */
  maxStoredBytes?: number | undefined
  /** @defaultValue 16 MiB (`RELAY_MAX_STORED_BYTES_PER_CLIENT`) */
  maxStoredBytesPerClient?: number | undefined
  /** @defaultValue 64 MiB (`RELAY_MAX_STORED_BYTES_PER_IP`) */
  maxStoredBytesPerIp?: number | undefined
  /** Wait before connecting again after the LISTEN connection dropped. @defaultValue 1000 */
  listenRetryMs?: number | undefined
  /**
   * Told when the LISTEN connection drops (once per outage) and when it listens again.
   * @defaultValue one `console.warn` line for each
   */
  onListenerChange?: ((listening: boolean, error?: unknown) => void) | undefined
}

type MessageRow = {
  topic: string
  id: string
  seq: string
  message: string
  tag: number
  published_at: string
  expires_at: string
  attestation: string | null
  publisher_id: string
  publisher_ip: string
}

/** What a notification carries: the message, or only its key when it is too large. */
type Notice = { seq: number; topic: string; id: string; message?: RelayMessage }

const COLUMNS = `topic, id, seq::text AS seq, message, tag, published_at::text AS published_at,
  expires_at::text AS expires_at, attestation, publisher_id, publisher_ip`

function fromRow(row: MessageRow): RelayMessage {
  return {
    topic: row.topic,
    id: row.id,
    message: row.message,
    tag: row.tag,
    publishedAt: Number(row.published_at),
    expiresAt: Number(row.expires_at),
    ...(row.attestation !== null && { attestation: row.attestation }),
    publisherId: row.publisher_id,
    publisherIp: row.publisher_ip,
  }
}

/**
 * A relay store on PostgreSQL, shared by every instance on the same database: a message is in
 * the table (committed) before the publish is answered, so a restart or a killed instance loses
 * none, and a client that reconnects to any instance gets what waits on its topics until their
 * TTL. Each put NOTIFYs `latch_relay` in its transaction; every instance LISTENs on a connection
 * of its own and pushes the message to its own subscribers (`onMessage`). While that connection
 * is down the instance connects again every second, then catches up on what was stored
 * meanwhile. Limits are those of the memory store, checked across instances under an advisory
 * lock; unlike the memory store a full address or store refuses rather than evicting older
 * messages. Publishes that arrive while a transaction runs are stored together in the next one
 * (group commit), acknowledgements likewise in batches.
 * @example
 * const store = await createPostgresRelayStore({ db, connectionString: process.env.DATABASE_URL! })
 * const relay = createRelay({ store })
 */
export async function createPostgresRelayStore(
  options: CreatePostgresRelayStoreOptions,
): Promise<RelayStore> {
  const { db, connectionString } = options
  const maxPerTopic = options.maxMessagesPerTopic ?? RELAY_MAX_MESSAGES_PER_TOPIC
  const maxMessages = options.maxStoredMessages ?? RELAY_MAX_STORED_MESSAGES
  const maxBytes = options.maxStoredBytes ?? RELAY_MAX_STORED_BYTES
  const maxPerClient = options.maxStoredBytesPerClient ?? RELAY_MAX_STORED_BYTES_PER_CLIENT
  const maxPerIp = options.maxStoredBytesPerIp ?? RELAY_MAX_STORED_BYTES_PER_IP
  const onListenerChange = options.onListenerChange ?? logListener
  const listenRetryMs = options.listenRetryMs ?? RELAY_LISTEN_RETRY_MS
  const listeners = new Set<(message: RelayMessage) => void>()
  let closed = false
  let client: pg.Client | undefined
  let retryTimer: NodeJS.Timeout | undefined
  let listening = true
  /** The newest `seq` announced to the listeners: where a catch-up starts. */
  let lastSeq = 0
  /** Notices are handled one after another, so messages reach sockets in commit order. */
  let queue = Promise.resolve()

  const emit = (message: RelayMessage) => {
    for (const listener of listeners) listener(message)
  }

  async function handle(notice: Notice): Promise<void> {
    if (notice.seq <= lastSeq) return // already announced (by a catch-up)
    let message = notice.message
    if (!message && listeners.size > 0) {
      // Read before `lastSeq` moves: if this fails, the catch-up after reconnecting sends it.
      const rows = await db.query<MessageRow>(
        `SELECT ${COLUMNS} FROM relay_messages WHERE topic = $1 AND id = $2`,
        [notice.topic, notice.id],
      )
      message = rows[0] && fromRow(rows[0])
    }
    lastSeq = notice.seq
    if (message) emit(message)
  }

  /** Announces what was stored after `lastSeq` (missed while not listening), in order. */
  async function catchUp(): Promise<void> {
    for (;;) {
      const rows = await db.query<MessageRow>(
        `SELECT ${COLUMNS} FROM relay_messages WHERE seq > $1 AND expires_at > $2
         ORDER BY seq LIMIT ${CATCH_UP_PAGE}`,
        [lastSeq, Date.now()],
      )
      for (const row of rows) {
        lastSeq = Math.max(lastSeq, Number(row.seq))
        emit(fromRow(row))
      }
      if (rows.length < CATCH_UP_PAGE) return
    }
  }

  function lost(error: unknown): void {
    if (closed) return
    if (listening) onListenerChange(false, error)
    listening = false
    const dropped = client
    client = undefined
    dropped?.removeAllListeners('notification')
    dropped?.end().catch(() => {})
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => {
      connect(true).catch(lost)
    }, listenRetryMs)
    retryTimer.unref()
  }

  async function connect(again: boolean): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: RELAY_LISTEN_APPLICATION })
    // Without a listener an 'error' on an idle client would end the process. Errors while
    // connecting reject `connect`; those of a connection already replaced change nothing.
    next.on('error', (error) => {
      if (client === next) lost(error)
    })
    next.on('end', () => {
      if (client === next) lost(new Error('The LISTEN connection ended'))
    })
    next.on('notification', ({ channel, payload }) => {
      if (channel !== RELAY_NOTIFY_CHANNEL || payload === undefined) return
      const notice = readNotice(payload)
      if (notice) queue = queue.then(() => handle(notice)).catch(lost)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${RELAY_NOTIFY_CHANNEL}`)
    } catch (error) {
      next.removeAllListeners('end')
      await next.end().catch(() => {})
      throw error
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    if (again) {
      const caughtUp = queue.then(catchUp)
      queue = caughtUp.catch(() => {}) // a failed catch-up is retried with the next connection
      await caughtUp
      if (!listening) onListenerChange(true)
      listening = true
    } else {
      const [row] = await db.query<{ seq: string }>(
        'SELECT coalesce(max(seq), 0)::text AS seq FROM relay_messages',
      )
      lastSeq = Number(row?.seq ?? 0)
    }
  }

  await connect(false)

  /**
   * Stores the calls' messages in one transaction (a group commit): each call is decided in
   * order, all or none, as if alone, against what the store and the calls before it hold.
   */
  async function putGroup(calls: readonly (readonly RelayMessage[])[]): Promise<PutAllResult[]> {
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [RELAY_PUT_LOCK_KEY])
      const all = calls.flat()
      const topics = [...new Set(all.map((message) => message.topic))]
      const earliest = Math.min(...all.map((message) => message.publishedAt))
      // As in memory: expired messages on these topics go first (the same message may return).
      await removeMessages(tx, 'topic = ANY($1) AND expires_at <= $2', [topics, earliest])
      const held = await tx.query<{ topic: string; id: string }>(
        'SELECT topic, id FROM relay_messages WHERE topic = ANY($1)',
        [topics],
      )
      const kept = new Set(held.map((row) => `${row.topic}/${row.id}`))
      const perTopic = new Map<string, number>()
      for (const row of held) perTopic.set(row.topic, (perTopic.get(row.topic) ?? 0) + 1)
      // Unexpired and not yet purged messages, as the memory store counts them.
      const keysOf = (message: RelayMessage) =>
        [
          `client:${message.publisherId}`,
          `ip:${message.publisherIp ?? 'unknown'}`,
          'total',
        ] as const
      const usage = new Map<string, { bytes: number; messages: number }>()
      for (const row of await tx.query<{ key: string; bytes: string; messages: string }>(
        'SELECT key, bytes::text AS bytes, messages::text AS messages FROM relay_usage WHERE key = ANY($1)',
        [[...new Set(calls.flatMap((call) => keysOf(call[0]!)))]],
      )) {
        usage.set(row.key, { bytes: Number(row.bytes), messages: Number(row.messages) })
      }
      const used = (key: string) => usage.get(key) ?? { bytes: 0, messages: 0 }
      const added = new Map<string, { bytes: number; messages: number }>()
      const fresh: { message: RelayMessage; bytes: number }[] = []
      const results = calls.map((messages): PutAllResult => {
        const first = messages[0]!
        const own: RelayMessage[] = []
        const ownKeys = new Set<string>()
        const ownPerTopic = new Map<string, number>()
        for (const message of messages) {
          const key = `${message.topic}/${message.id}`
          if (kept.has(key) || ownKeys.has(key)) continue // already there, or twice in this call
          ownKeys.add(key)
          const count =
            (perTopic.get(message.topic) ?? 0) + (ownPerTopic.get(message.topic) ?? 0) + 1
          if (count > maxPerTopic) return { outcome: 'topic_full', topic: message.topic }
          ownPerTopic.set(message.topic, (ownPerTopic.get(message.topic) ?? 0) + 1)
          own.push(message)
        }
        if (own.length === 0) return { outcome: 'stored', stored: 0 }
        const sizes = own.map(countedBytes)
        const bytes = sizes.reduce((sum, size) => sum + size, 0)
        const [client, ip, total] = keysOf(first)
        if (used(client).bytes + bytes > maxPerClient) {
          return { outcome: 'client_quota', topic: first.topic }
        }
        if (used(ip).bytes + bytes > maxPerIp) return { outcome: 'ip_quota', topic: first.topic }
        const all = used(total)
        if (all.bytes + bytes > maxBytes || all.messages + own.length > maxMessages) {
          return { outcome: 'store_full', topic: first.topic }
        }
        for (const key of [client, ip, total]) {
          const before = used(key)
          usage.set(key, { bytes: before.bytes + bytes, messages: before.messages + own.length })
          const delta = added.get(key) ?? { bytes: 0, messages: 0 }
          added.set(key, { bytes: delta.bytes + bytes, messages: delta.messages + own.length })
        }
        for (const key of ownKeys) kept.add(key)
        for (const [topic, count] of ownPerTopic)
          perTopic.set(topic, (perTopic.get(topic) ?? 0) + count)
        for (const [index, message] of own.entries()) fresh.push({ message, bytes: sizes[index]! })
        return { outcome: 'stored', stored: own.length }
      })
      if (fresh.length === 0) return results
      const column = <T>(read: (item: { message: RelayMessage; bytes: number }) => T) =>
        fresh.map(read)
      const rows = await tx.query<{ seq: string }>(
        `INSERT INTO relay_messages (topic, id, message, tag, published_at, expires_at,
           attestation, publisher_id, publisher_ip, bytes)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::bigint[],
           $6::bigint[], $7::text[], $8::text[], $9::text[], $10::int[])
         RETURNING seq::text AS seq`,
        [
          column(({ message }) => message.topic),
          column(({ message }) => message.id),
          column(({ message }) => message.message),
          column(({ message }) => message.tag),
          column(({ message }) => message.publishedAt),
          column(({ message }) => message.expiresAt),
          column(({ message }) => message.attestation ?? null),
          column(({ message }) => message.publisherId),
          column(({ message }) => message.publisherIp ?? 'unknown'),
          column(({ bytes }) => bytes),
        ],
      )
      const deltas = [...added].sort(([a], [b]) => (a < b ? -1 : 1))
      await tx.query(
        `INSERT INTO relay_usage (key, bytes, messages)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[])
         ON CONFLICT (key) DO UPDATE SET bytes = relay_usage.bytes + EXCLUDED.bytes,
           messages = relay_usage.messages + EXCLUDED.messages`,
        [
          deltas.map(([key]) => key),
          deltas.map(([, delta]) => delta.bytes),
          deltas.map(([, delta]) => delta.messages),
        ],
      )
      // Rows come back in insertion order; the notifications go out at commit, in this order.
      const payloads = fresh.map(({ message }, index) => {
        const seq = Number(rows[index]!.seq)
        const payload = JSON.stringify({ seq, topic: message.topic, id: message.id, message })
        return Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES
          ? JSON.stringify({ seq, topic: message.topic, id: message.id })
          : payload
      })
      await tx.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
        RELAY_NOTIFY_CHANNEL,
        payloads,
      ])
      return results
    })
  }

  /** Calls waiting for the transaction under way to end: the next group. */
  let waitingPuts: {
    messages: readonly RelayMessage[]
    resolve: (result: PutAllResult) => void
    reject: (error: unknown) => void
  }[] = []
  let putting = false

  async function putWaiting(): Promise<void> {
    putting = true
    while (waitingPuts.length > 0) {
      const group = waitingPuts.slice(0, MAX_GROUP_CALLS)
      waitingPuts = waitingPuts.slice(group.length)
      try {
        const results = await putGroup(group.map((call) => call.messages))
        for (const [index, call] of group.entries()) call.resolve(results[index]!)
      } catch (error) {
        for (const call of group) call.reject(error)
      }
    }
    putting = false
  }

  async function putAll(messages: readonly RelayMessage[]): Promise<PutAllResult> {
    const first = messages[0]
    if (!first) return { outcome: 'stored', stored: 0 }
    for (const message of messages) {
      if (message.publisherId !== first.publisherId || message.publisherIp !== first.publisherIp)
        throw new TypeError('putAll takes the messages of one publisher')
    }
    // One transaction at a time per instance: the calls that arrive meanwhile go together in
    // the next, so a busy instance writes many messages per commit and holds one connection.
    return new Promise((resolve, reject) => {
      waitingPuts.push({ messages, resolve, reject })
      if (!putting) void putWaiting()
    })
  }

  /** Acknowledgements waiting for the insert under way to end: the next batch. */
  let waitingAcks: {
    topic: string
    id: string
    clientId: string
    resolve: () => void
    reject: (error: unknown) => void
  }[] = []
  let acking = false

  async function acknowledgeWaiting(): Promise<void> {
    acking = true
    while (waitingAcks.length > 0) {
      const batch = waitingAcks.slice(0, MAX_GROUP_ACKS)
      waitingAcks = waitingAcks.slice(batch.length)
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await db.query(
              `INSERT INTO relay_acknowledgements (topic, id, client_id)
               SELECT m.topic, m.id, a.client_id
               FROM unnest($1::text[], $2::text[], $3::text[]) AS a (topic, id, client_id)
               JOIN relay_messages m ON m.topic = a.topic AND m.id = a.id
               ON CONFLICT DO NOTHING`,
              [
                batch.map((ack) => ack.topic),
                batch.map((ack) => ack.id),
                batch.map((ack) => ack.clientId),
              ],
            )
            break
          } catch (error) {
            // foreign_key_violation: a message was purged meanwhile; the next try skips it.
            const purged = error instanceof pg.DatabaseError && error.code === '23503'
            if (!purged || attempt === 3) throw error
          }
        }
        for (const ack of batch) ack.resolve()
      } catch (error) {
        for (const ack of batch) ack.reject(error)
      }
    }
    acking = false
  }

  return {
    putAll,
    async undelivered(topic, clientId, now, limit) {
      const rows = await db.query<MessageRow>(
        `SELECT ${COLUMNS} FROM relay_messages m
         WHERE topic = $1 AND expires_at > $2 AND publisher_id <> $3
           AND NOT EXISTS (SELECT 1 FROM relay_acknowledgements a
             WHERE a.topic = m.topic AND a.id = m.id AND a.client_id = $3)
         ORDER BY seq LIMIT $4`,
        [topic, now, clientId, Number.isFinite(limit) ? limit : null],
      )
      return rows.map(fromRow)
    },
    acknowledge(topic, messageId, clientId) {
      return new Promise((resolve, reject) => {
        waitingAcks.push({ topic, id: messageId, clientId, resolve, reject })
        if (!acking) void acknowledgeWaiting()
      })
    },
    async purgeExpired(now) {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [RELAY_PUT_LOCK_KEY])
        const count = await removeMessages(tx, 'expires_at <= $1', [now])
        if (count > 0) {
          await tx.query("DELETE FROM relay_usage WHERE messages <= 0 AND key <> 'total'")
        }
        return count
      })
    },
    onMessage(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      closed = true
      clearTimeout(retryTimer)
      listeners.clear()
      const last = client
      client = undefined
      await last?.end().catch(() => {})
    },
  }
}

/** A notification of ours, or undefined for anything else sent on the channel. */
function readNotice(payload: string): Notice | undefined {
  try {
    const notice = JSON.parse(payload) as Partial<Notice> | null
    if (
      typeof notice?.seq !== 'number' ||
      typeof notice.topic !== 'string' ||
      typeof notice.id !== 'string'
    ) {
      return undefined
    }
    return notice as Notice
  } catch (error) {
    if (error instanceof SyntaxError) return undefined
    throw error
  }
}

/**
 * Deletes the messages matching `where` (their acknowledgements go with them) and takes them off
 * `relay_usage`; resolves to how many went. Run under the put lock.
 */
async function removeMessages(tx: Db, where: string, params: readonly unknown[]): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `WITH gone AS (
       DELETE FROM relay_messages WHERE ${where} RETURNING publisher_id, publisher_ip, bytes
     ), counts AS (
       SELECT 'client:' || publisher_id AS key, sum(bytes) AS bytes, count(*) AS messages
         FROM gone GROUP BY publisher_id
       UNION ALL SELECT 'ip:' || publisher_ip, sum(bytes), count(*) FROM gone GROUP BY publisher_ip
       UNION ALL SELECT 'total', sum(bytes), count(*) FROM gone HAVING count(*) > 0
     ), counted AS (
       UPDATE relay_usage SET bytes = relay_usage.bytes - counts.bytes,
         messages = relay_usage.messages - counts.messages
       FROM counts WHERE relay_usage.key = counts.key RETURNING 1
     )
     SELECT count(*)::int AS count FROM gone`,
    params,
  )
  return row?.count ?? 0
}

function logListener(listening: boolean, error?: unknown) {
  if (listening) {
    console.warn('[latch-server] relay: listening for messages of other instances again')
    return
  }
  const code = (error as { code?: unknown } | undefined)?.code
  console.warn(
    `[latch-server] relay: lost the database connection that hears other instances' messages${typeof code === 'string' ? ` (${code})` : ''}; retrying every ${RELAY_LISTEN_RETRY_MS / 1000} s`,
  )
}

import pg from 'pg'
import { DbUnavailableError } from './DbUnavailableError.ts'
import type { Db, Row } from './db.ts'
import { isConnectionError } from './isConnectionError.ts'

/** How long a request waits for a new connection before it is answered 503. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000

export type CreatePostgresDbParameters = {
  /** A `postgres://` connection string. */
  connectionString: string
  /** Pool size. @defaultValue 10 */
  max?: number | undefined
  /**
   * Told when the database becomes unreachable (once per outage: a dropped connection, a
   * refused one) and when a statement succeeds again.
   * @defaultValue one `console.warn` line for each
   */
  onAvailabilityChange?: ((available: boolean, error?: unknown) => void) | undefined
}

/**
 * Connects to PostgreSQL through a `pg` pool. The pool survives the database going away (a
 * restart, a fail-over, `pg_terminate_backend`): statements fail meanwhile with
 * `DbUnavailableError` (HTTP 503), and the pool connects anew once the server is back.
 */
export async function createPostgresDb({
  connectionString,
  max = 10,
  onAvailabilityChange = logAvailability,
}: CreatePostgresDbParameters): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  })
  let available = true
  const unavailable = (error: unknown) => {
    if (available) onAvailabilityChange(false, error)
    available = false
  }
  const succeeded = () => {
    if (!available) onAvailabilityChange(true)
    available = true
  }
  // An idle connection that the server ends emits 'error' on the pool; without a listener
  // Node ends the process. The pool has already dropped that connection.
  pool.on('error', unavailable)

  /** Runs `fn`, turning connection failures into DbUnavailableError. */
  const guard = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      const result = await fn()
      succeeded()
      return result
    } catch (error) {
      if (!isConnectionError(error)) throw error
      unavailable(error)
      throw new DbUnavailableError(error)
    }
  }

  // Fail fast on a wrong URL instead of at the first request.
  const probe = await pool.connect()
  probe.release()
  return {
    kind: 'postgres',
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      guard(async () => (await pool.query<T>(sql, [...params])).rows),
    exec: (sql) =>
      guard(async () => {
        await pool.query(sql)
      }),
    transaction: async (fn) => {
      const client = await guard(() => pool.connect())
      // A checked-out connection that drops between statements emits 'error' on the client.
      let lost: unknown
      const onError = (error: unknown) => {
        lost = error
        unavailable(error)
      }
      client.on('error', onError)
      let broken = false
      try {
        await guard(() => client.query('BEGIN'))
        const result = await fn(clientDb(client, guard))
        await guard(() => client.query('COMMIT'))
        return result
      } catch (error) {
        broken = lost !== undefined || error instanceof DbUnavailableError
        if (!broken) await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.off('error', onError)
        // A broken connection is destroyed instead of going back to the pool.
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}

function clientDb(client: pg.PoolClient, guard: <T>(fn: () => Promise<T>) => Promise<T>): Db {
  const db: Db = {
    kind: 'postgres',
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      guard(async () => (await client.query<T>(sql, [...params])).rows),
    exec: (sql) =>
      guard(async () => {
        await client.query(sql)
      }),
    transaction: (fn) => fn(db),
    close: async () => {},
  }
  return db
}

function logAvailability(available: boolean, error?: unknown) {
  if (available) {
    console.warn('[latch-server] database: reachable again')
    return
  }
  console.warn(
    `[latch-server] database: connection lost or refused (${describe(error)}); answering 503 until it is back`,
  )
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as { code?: unknown }).code
  const line = error.message.split('\n')[0]?.slice(0, 200) || error.name
  return typeof code === 'string' ? `${code} ${line}` : line
}

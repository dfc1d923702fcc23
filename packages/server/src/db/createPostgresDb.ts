import pg from 'pg'
import type { Db, Row } from './db.ts'

export type CreatePostgresDbParameters = {
  /** A `postgres://` connection string. */
  connectionString: string
  /** Pool size. @defaultValue 10 */
  max?: number | undefined
}

/** Connects to PostgreSQL through a `pg` pool. */
export async function createPostgresDb({
  connectionString,
  max = 10,
}: CreatePostgresDbParameters): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max })
  // Fail fast on a wrong URL instead of at the first request.
  const probe = await pool.connect()
  probe.release()
  return {
    kind: 'postgres',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(clientDb(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    kind: 'postgres',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await client.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await client.query(sql)
    },
    transaction: (fn) => fn(db),
    close: async () => {},
  }
  return db
}

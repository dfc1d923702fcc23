/** A row as returned by the driver (column name → value). */
export type Row = Record<string, unknown>

/**
 * The storage seam: the same SQL runs on embedded PGlite and on PostgreSQL.
 * Numbers wider than 32 bits come back as `string`, `number` or `bigint` depending on the
 * driver, so callers cast in SQL (`::text`) or convert with `Number()`/`BigInt()`.
 * On PostgreSQL, `query`, `exec` and `transaction` reject with `DbUnavailableError` while the
 * database cannot be reached (the HTTP layer answers 503); other failures keep the driver's error.
 */
export type Db = {
  /** Runs one parameterised statement (`$1`, `$2` …). */
  query: <T extends Row = Row>(sql: string, params?: readonly unknown[]) => Promise<T[]>
  /** Runs several statements without parameters (migrations). */
  exec: (sql: string) => Promise<void>
  /** Runs `fn` inside one transaction; rolls back when it throws. */
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>
  /** Releases the connection(s). */
  close: () => Promise<void>
  /** Which engine answers: embedded PGlite or a PostgreSQL server. */
  kind: 'pglite' | 'postgres'
}

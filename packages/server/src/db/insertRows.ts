import type { Db } from './db.ts'

// PostgreSQL allows 65535 parameters per statement; stay well below.
const MAX_PARAMS = 30_000

/**
 * Inserts rows with multi-row VALUES statements, ignoring rows whose key already exists
 * (so re-indexing a block is harmless).
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length))
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const values = chunk.map(
      (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    )
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`,
      chunk.flat(),
    )
  }
}

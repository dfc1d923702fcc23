import type { Db } from './db.ts'
import { migrations as allMigrations, type Migration } from './migrations/migrations.ts'

// Any constant works: it only has to be the same for every instance migrating this database.
const MIGRATION_LOCK_KEY = 7_316_021

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`

export type MigrateReturnType = { applied: number[] }

/**
 * Applies pending migrations in version order, each in its own transaction, recording them in
 * `schema_migrations`. Safe to run on every start and from several instances at once (an
 * advisory lock serialises them).
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = allMigrations,
): Promise<MigrateReturnType> {
  const applied: number[] = []
  const ordered = [...migrations].sort((a, b) => a.version - b.version)
  for (const migration of ordered) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
      // Under the lock: concurrent CREATE TABLE IF NOT EXISTS can still collide in PostgreSQL.
      await tx.exec(CREATE_MIGRATIONS_TABLE)
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ])
      if (done.length > 0) return false
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
      return true
    })
    if (didApply) applied.push(migration.version)
  }
  return { applied }
}

import { createPgliteDb } from './createPgliteDb.ts'
import { createPostgresDb } from './createPostgresDb.ts'
import type { Db } from './db.ts'
import { migrate } from './migrate.ts'

export type OpenDbParameters = {
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string | undefined
  /** PGlite data directory; in memory when absent. Ignored with `databaseUrl`. */
  dataDir?: string | undefined
}

/** Opens the configured database and brings its schema up to date. */
export async function openDb({ databaseUrl, dataDir }: OpenDbParameters = {}): Promise<Db> {
  const db = databaseUrl
    ? await createPostgresDb({ connectionString: databaseUrl })
    : await createPgliteDb({ dataDir })
  await migrate(db)
  return db
}

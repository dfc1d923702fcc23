import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Db, Row } from './db.ts'
import { createOwnerOnlyDir, restrictToOwner } from './restrictToOwner.ts'

export type CreatePgliteDbParameters = {
  /** Directory for the data files; in memory when omitted or `':memory:'` (as in the config). */
  dataDir?: string | undefined
  /** A `dumpDataDir()` tarball to start from (skips initdb: much faster, used by tests). */
  loadDataDir?: Blob | undefined
}

/** Opens an embedded PGlite database (in memory unless `dataDir` is given). */
export async function createPgliteDb({
  dataDir,
  loadDataDir,
}: CreatePgliteDbParameters = {}): Promise<PgliteDb> {
  // The config's word for "in memory" may reach here from `startServer({ dataDir })`; PGlite
  // would take it for a folder name.
  if (dataDir === ':memory:') dataDir = undefined
  // PGlite creates its own folder but not the folders above it (`.latch/server/` on a fresh clone),
  // and leaves its files world-writable: only the owner may read or write the database.
  const onDisk = dataDir && !dataDir.startsWith('memory://') ? dataDir : undefined
  if (onDisk) await createOwnerOnlyDir(onDisk)
  const pglite = await PGlite.create({ dataDir, loadDataDir })
  if (onDisk) {
    await restrictToOwner(onDisk).catch(async (error: unknown) => {
      await pglite.close()
      throw error
    })
  }
  return {
    kind: 'pglite',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await pglite.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await pglite.exec(sql)
    },
    transaction: (fn) => pglite.transaction((tx) => fn(wrapTransaction(tx))),
    close: () => pglite.close(),
    dumpDataDir: async () => (await pglite.dumpDataDir('none')) as Blob,
  }
}

/** A PGlite `Db` that can also dump its data directory. */
export type PgliteDb = Db & { dumpDataDir: () => Promise<Blob> }

function wrapTransaction(tx: Transaction): Db {
  const db: Db = {
    kind: 'pglite',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await tx.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await tx.exec(sql)
    },
    // PGlite has no nested transactions; a nested call joins the outer one.
    transaction: (fn) => fn(db),
    close: async () => {},
  }
  return db
}

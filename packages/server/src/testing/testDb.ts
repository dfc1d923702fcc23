import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { createPgliteDb } from '../db/createPgliteDb.ts'
import type { Db } from '../db/db.ts'
import { migrate } from '../db/migrate.ts'
import { migrations } from '../db/migrations/migrations.ts'
import { hash32 } from '../images/monogramSvg.ts'

// PGlite's initdb takes seconds (far more on a busy machine); starting from a dump of a freshly
// migrated database takes about a tenth of that. The dump is keyed by the migrations' text.
const TEMPLATE_PATH = join(
  tmpdir(),
  `latch-server-pglite-${hash32(migrations.map((m) => m.sql).join('\n')).toString(16)}.tar`,
)

/** Opens one migrated in-memory database for a test file and closes it after the file. */
export async function useTestDb(): Promise<Db> {
  let template = await readFile(TEMPLATE_PATH).catch(() => undefined)
  // A template from another PGlite version may not load: start fresh and replace it.
  const db = await createPgliteDb({ loadDataDir: template && new Blob([template]) }).catch(() => {
    template = undefined
    return createPgliteDb()
  })
  await migrate(db)
  if (!template) {
    // Write then rename: parallel test files never read a half-written template.
    const partial = `${TEMPLATE_PATH}.${process.pid}`
    await writeFile(partial, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()))
    await rename(partial, TEMPLATE_PATH)
  }
  afterAll(() => db.close())
  return db
}

/** Query string with the development project id plus the given parameters. */
export function withProject(path: string, params: Record<string, string> = {}): string {
  const search = new URLSearchParams({
    projectId: 'latch-dev-project',
    st: 'react',
    sv: '0.1.0',
    ...params,
  })
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

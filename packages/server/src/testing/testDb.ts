import { afterAll } from 'vitest'
import type { Db } from '../db/db.ts'
import { openDb } from '../db/openDb.ts'

/** Opens one migrated in-memory database for a test file and closes it after the file. */
export async function useTestDb(): Promise<Db> {
  const db = await openDb()
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

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPgliteDb } from './createPgliteDb.ts'
import type { Db } from './db.ts'
import { migrate } from './migrate.ts'
import { migrations } from './migrations/migrations.ts'

describe('migrate', () => {
  let db: Db
  // A fresh PGlite runs initdb: seconds, far more on a busy machine.
  beforeAll(async () => {
    db = await createPgliteDb()
  }, 60_000)
  afterAll(() => db.close())

  test('applies every migration once, in order, and records it', async () => {
    const first = await migrate(db)
    expect(first.applied).toEqual(migrations.map((m) => m.version))
    const rows = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    )
    expect(rows.map((r) => r.version)).toEqual(first.applied)
  })

  test('a second run applies nothing', async () => {
    expect((await migrate(db)).applied).toEqual([])
  })

  test('applies a later migration after the existing ones', async () => {
    const extra = { version: 999, name: 'extra', sql: 'CREATE TABLE extra (x int)' }
    expect((await migrate(db, [...migrations, extra])).applied).toEqual([999])
    await db.query('INSERT INTO extra VALUES (1)')
    expect(await db.query('SELECT x FROM extra')).toEqual([{ x: 1 }])
  })

  test('a failing migration leaves no trace and is not recorded', async () => {
    const broken = { version: 1000, name: 'broken', sql: 'CREATE TABLE t1 (x int); SELECT nope' }
    await expect(migrate(db, [broken])).rejects.toThrow()
    expect(await db.query("SELECT to_regclass('t1') AS t")).toEqual([{ t: null }])
    expect(await db.query('SELECT 1 FROM schema_migrations WHERE version = 1000')).toEqual([])
  })

  test('seeds the development project', async () => {
    const rows = await db.query<{ id: string; allowed_origins: string[] }>(
      "SELECT id, allowed_origins FROM projects WHERE id = 'latch-dev-project'",
    )
    expect(rows[0]?.allowed_origins).toContain('http://127.0.0.1:*')
  })
})

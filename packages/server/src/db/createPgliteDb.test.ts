import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from 'vitest'
import { IN_MEMORY } from '../config/loadConfig.ts'
import { createPgliteDb } from './createPgliteDb.ts'

test("the config's ':memory:' opens an in-memory database, not a folder of that name", async () => {
  const db = await createPgliteDb({ dataDir: IN_MEMORY })
  try {
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }])
    expect(existsSync(resolve(process.cwd(), IN_MEMORY))).toBe(false)
  } finally {
    await db.close()
  }
}, 30_000)

import { setTimeout as sleep } from 'node:timers/promises'
import { beforeAll, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import { useTestDb } from '../testing/testDb.ts'
import { createProjectCache } from './createProjectCache.ts'
import { upsertProject } from './projectStore.ts'
import { DEV_PROJECT_ID } from './types.ts'

let db: Db
beforeAll(async () => {
  db = await useTestDb()
})

/** The test database, counting the queries that reach it. */
function counting(inner: Db): Db & { queries: string[] } {
  const queries: string[] = []
  return {
    ...inner,
    queries,
    query: (sql, params) => {
      queries.push(sql)
      return inner.query(sql, params)
    },
  }
}

test('a flood of unknown project ids is refused without a database query per id', async () => {
  const db2 = counting(db)
  const app = createServerApp({ db: db2, projectCacheTtlMs: 60_000 })
  const answers = await Promise.all(
    Array.from({ length: 1_000 }, (_, i) => app.request(`/getAnalyticsConfig?projectId=nope-${i}`)),
  )
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([403]))
  expect(db2.queries.length).toBeLessThanOrEqual(1)
  expect((await app.request(`/getAnalyticsConfig?projectId=${DEV_PROJECT_ID}`)).status).toBe(200)
  expect(db2.queries.length).toBeLessThanOrEqual(2)
})

test('a project created meanwhile is found once the id list is older than the TTL', async () => {
  const lookup = createProjectCache(db, 50)
  expect(await lookup('added-later')).toBeUndefined()
  await upsertProject(db, { id: 'added-later', allowedOrigins: [] })
  await sleep(60)
  expect(await lookup('added-later')).toMatchObject({ id: 'added-later' })
})

test('a known project is read once per TTL, however many ask at once', async () => {
  const db2 = counting(db)
  const lookup = createProjectCache(db2, 60_000)
  const projects = await Promise.all(Array.from({ length: 50 }, () => lookup(DEV_PROJECT_ID)))
  expect(projects.every((project) => project?.id === DEV_PROJECT_ID)).toBe(true)
  expect(db2.queries).toHaveLength(2) // the id list, then the project
})

test('with more projects than maxIds it asks per id and remembers unknown ids (bounded)', async () => {
  await upsertProject(db, { id: 'second', allowedOrigins: [] })
  const db2 = counting(db)
  const lookup = createProjectCache(db2, 60_000, { maxIds: 1 })
  for (let i = 0; i < 3; i++) expect(await lookup('nope')).toBeUndefined()
  expect(await lookup(DEV_PROJECT_ID)).toMatchObject({ id: DEV_PROJECT_ID })
  // The id list (too long to trust), 'nope' once, the dev project once.
  expect(db2.queries).toHaveLength(3)
  // maxIds bounds the remembered entries too: the dev project pushed 'nope' out.
  await lookup('nope')
  expect(db2.queries).toHaveLength(4)
})

test('ttl 0 reads the table every time', async () => {
  const db2 = counting(db)
  const lookup = createProjectCache(db2, 0)
  await lookup(DEV_PROJECT_ID)
  await lookup(DEV_PROJECT_ID)
  expect(db2.queries).toHaveLength(2)
})

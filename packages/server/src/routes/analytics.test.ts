import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

let db: Db
let app: ReturnType<typeof createServerApp>
beforeAll(async () => {
  db = await useTestDb()
  await upsertProject(db, { id: 'no-analytics', allowedOrigins: [], analyticsEnabled: false })
  app = createServerApp({ db })
})

afterEach(() => {
  vi.restoreAllMocks()
})

function errorEvent(eventId: string, props: Record<string, unknown> = {}) {
  return {
    eventId,
    url: 'http://127.0.0.1:5173/',
    domain: '127.0.0.1',
    timestamp: 1_763_700_000_000,
    props: {
      type: 'error',
      event: 'ERROR',
      errorType: 'INTERNAL_SDK_ERROR',
      errorMessage: 'boom',
      stackTrace: 'Error: boom\n    at x',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      ...props,
    },
  }
}

function post(body: unknown, path = withProject('/e')) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

test('stores an error event with its sdk type and version (202)', async () => {
  const response = await post(errorEvent('evt-1'))
  expect(response.status).toBe(202)
  const rows = await db.query(
    `SELECT project_id, event_id, sdk_type, sdk_version, domain, event_timestamp::text AS ts, props
     FROM analytics_events WHERE event_id = 'evt-1'`,
  )
  expect(rows).toEqual([
    {
      project_id: 'latch-dev-project',
      event_id: 'evt-1',
      sdk_type: 'react',
      sdk_version: '0.1.0',
      domain: '127.0.0.1',
      ts: '1763700000000',
      props: errorEvent('evt-1').props,
    },
  ])
})

test('a repeated eventId is stored once', async () => {
  expect((await post(errorEvent('evt-2'))).status).toBe(202)
  expect((await post(errorEvent('evt-2'))).status).toBe(202)
  expect(await db.query(`SELECT 1 FROM analytics_events WHERE event_id = 'evt-2'`)).toHaveLength(1)
})

test('a project with analytics off gets 204 and nothing is stored', async () => {
  const response = await post(errorEvent('evt-3'), '/e?projectId=no-analytics&st=react&sv=1')
  expect(response.status).toBe(204)
  expect(await db.query(`SELECT 1 FROM analytics_events WHERE event_id = 'evt-3'`)).toEqual([])
})

test.each([
  ['a non-error event', errorEvent('x', { type: 'track' })],
  ['a missing eventId', { ...errorEvent('x'), eventId: undefined }],
  ['a missing props.event', errorEvent('x', { event: undefined })],
  ['a numeric errorMessage', errorEvent('x', { errorMessage: 42 })],
  ['a huge stack trace', errorEvent('x', { stackTrace: 's'.repeat(16_001) })],
  ['a string timestamp', { ...errorEvent('x'), timestamp: 'now' }],
  ['props that are not an object', { ...errorEvent('x'), props: [] }],
  ['a body that is not JSON', '{nope'],
])('400 for %s', async (_, body) => {
  const response = await post(body)
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({
    error: 'invalid_body',
    message: expect.any(String),
  })
})

// Each reached PostgreSQL and failed there: a 500 and kilobytes of log per event.
test.each([
  ['a NUL in eventId', { ...errorEvent('a\u0000b') }],
  ['a NUL in props.event', errorEvent('x', { event: 'ERR\u0000' })],
  ['a lone high surrogate in errorMessage', errorEvent('x', { errorMessage: 'boom \ud83d' })],
  [
    'a lone low surrogate in a stack trace',
    errorEvent('x', { stackTrace: `\ude00${'s'.repeat(15_000)}` }),
  ],
  ['a NUL in url', { ...errorEvent('x'), url: 'http://a/\u0000' }],
])('400 invalid_body for %s, nothing stored, nothing logged', async (_, body) => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const response = await post(body)
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({ error: 'invalid_body' })
  expect(error).not.toHaveBeenCalled()
  expect(await db.query(`SELECT 1 FROM analytics_events WHERE event_id = 'x'`)).toEqual([])
})

test.each(['st', 'sv'])('400 invalid_parameter for a NUL in %s', async (name) => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const response = await post(errorEvent('nul-param'), withProject('/e', { [name]: 'a\u0000' }))
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({
    error: 'invalid_parameter',
    message: `${name} holds a NUL character or an unpaired UTF-16 surrogate`,
  })
  expect(error).not.toHaveBeenCalled()
})

test('st and sv are cut to 64 characters without splitting a surrogate pair', async () => {
  const st = `${'a'.repeat(63)}\u{1f600}`
  expect((await post(errorEvent('evt-long-st'), withProject('/e', { st }))).status).toBe(202)
  const rows = await db.query(
    `SELECT sdk_type FROM analytics_events WHERE event_id = 'evt-long-st'`,
  )
  expect(rows).toEqual([{ sdk_type: 'a'.repeat(63) }])
})

test('403 for an unknown project', async () => {
  expect((await post(errorEvent('x'), '/e?projectId=ghost')).status).toBe(403)
})

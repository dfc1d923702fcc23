import { ANALYTICS_FIELD_MAX_LENGTH } from '@latch/core/api'
import { beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

// The kit cuts every field of its error events to @latch/core's ANALYTICS_FIELD_MAX_LENGTH
// (packages/core/src/api/analyticsEvent.test.ts); this route checks the same table, so an event
// at the limits is stored and one past them is refused.
let db: Db
let app: ReturnType<typeof createServerApp>
beforeAll(async () => {
  db = await useTestDb()
  app = createServerApp({ db })
})

const TOP_LEVEL = new Set(['eventId', 'url', 'domain'])
const FIELDS = Object.keys(ANALYTICS_FIELD_MAX_LENGTH).filter(
  (field) => field !== 'type',
) as (keyof typeof ANALYTICS_FIELD_MAX_LENGTH)[]

function event(eventId: string, field?: string, value?: string) {
  const body = {
    eventId,
    url: 'http://127.0.0.1:5173/',
    domain: '127.0.0.1',
    timestamp: 1_763_700_000_000,
    props: {
      type: 'error',
      event: 'ERROR',
      errorType: 'INTERNAL_SDK_ERROR',
      errorMessage: 'boom',
      stackTrace: 'Error: boom',
    } as Record<string, string>,
  } as Record<string, unknown> & { props: Record<string, string> }
  if (field && value !== undefined) {
    if (TOP_LEVEL.has(field)) body[field] = value
    else body.props[field] = value
  }
  return body
}

function post(body: unknown) {
  return app.request(withProject('/e'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe.each(FIELDS)('%s', (field) => {
  const max = ANALYTICS_FIELD_MAX_LENGTH[field]
  // eventId must be unique per event: it is the field itself, or a name for the case.
  const id = (suffix: string) => `limit-${field}-${suffix}`

  test(`${max} characters are stored`, async () => {
    const value = field === 'eventId' ? id('at').padEnd(max, 'x') : 'x'.repeat(max)
    const response = await post(event(field === 'eventId' ? value : id('at'), field, value))
    expect(response.status).toBe(202)
  })

  test(`${max + 1} characters are refused`, async () => {
    const value = field === 'eventId' ? id('past').padEnd(max + 1, 'x') : 'x'.repeat(max + 1)
    const response = await post(event(field === 'eventId' ? value : id('past'), field, value))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_body' })
  })
})

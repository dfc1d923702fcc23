import { beforeAll, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import { useTestDb } from '../testing/testDb.ts'
import { resolveAuthOptions } from './options.ts'

let db: Db
beforeAll(async () => {
  db = await useTestDb()
})

test('defaults: nonces live 10 minutes, sessions at most 7 days, 60 s of clock skew', () => {
  expect(resolveAuthOptions()).toEqual({
    nonceLifetimeMs: 600_000,
    sessionLifetimeMs: 604_800_000,
    clockSkewMs: 60_000,
    now: Date.now,
  })
})

test.each([
  [{ nonceLifetimeMs: 0 }, 'auth.nonceLifetimeMs must be a positive whole number of milliseconds'],
  [
    { sessionLifetimeMs: -1 },
    'auth.sessionLifetimeMs must be a positive whole number of milliseconds',
  ],
  [
    { nonceLifetimeMs: 1.5 },
    'auth.nonceLifetimeMs must be a positive whole number of milliseconds',
  ],
  [
    { sessionLifetimeMs: Number.NaN },
    'auth.sessionLifetimeMs must be a positive whole number of milliseconds',
  ],
  [{ clockSkewMs: -1 }, 'auth.clockSkewMs must be a whole number of milliseconds, 0 or more'],
])('%o is refused when the app is made', (auth, message) => {
  expect(() => resolveAuthOptions(auth)).toThrow(message)
  expect(() => createServerApp({ db, auth })).toThrow(message)
})

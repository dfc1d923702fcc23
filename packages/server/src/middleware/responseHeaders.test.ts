import { beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'
import { createMemoryRateLimiter } from './rateLimiter.ts'
import { NO_PAGE_CSP } from './responseHeaders.ts'

let db: Db
let app: ReturnType<typeof createServerApp>
beforeAll(async () => {
  db = await useTestDb()
  await upsertProject(db, { id: 'shop', allowedOrigins: ['https://shop.example'] })
  app = createServerApp({ db })
})

const ORIGINS = [undefined, 'https://shop.example', 'https://evil.example']

describe.each(ORIGINS)('answers to Origin %s', (origin) => {
  const headers: Record<string, string> = origin ? { Origin: origin } : {}

  test.each([
    ['project config', '/appkit/v1/config?projectId=shop', 200],
    ['unknown project', '/appkit/v1/config?projectId=nope', 403],
    ['missing project', '/appkit/v1/config', 400],
    ['unknown route', '/no/such/route?projectId=shop', 404],
  ])('%s: Vary: Origin, nosniff, no-store, no page CSP, no referrer', async (_, path, status) => {
    const response = await app.request(path, { headers })
    expect(response.status).toBe(status)
    expect(response.headers.get('Vary')).toBe('Origin')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Security-Policy')).toBe(NO_PAGE_CSP)
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
  })
})

test('the wallet directory, the same for every visitor, is cacheable for a short while', async () => {
  const response = await app.request(withProject('/getWallets'))
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
  expect(response.headers.get('Vary')).toBe('Origin')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
})

test('images keep their own caching and get nosniff', async () => {
  const response = await app.request(withProject('/getWalletImage/metamask'))
  expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/)
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  // Its own policy: no script of an SVG runs, and it is never framed.
  expect(response.headers.get('Content-Security-Policy')).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  )
})

test('a 429 is never cached', async () => {
  const strict = createServerApp({
    db,
    rateLimitPerMinute: 2,
    rateLimiter: createMemoryRateLimiter(() => 0),
  })
  let response: Response | undefined
  for (let i = 0; i < 3; i++) response = await strict.request('/getWallets?projectId=shop')
  expect(response?.status).toBe(429)
  expect(response?.headers.get('Cache-Control')).toBe('no-store')
  expect(response?.headers.get('Vary')).toBe('Origin')
})

test('a CORS preflight varies on Origin too', async () => {
  const response = await app.request('/getWallets?projectId=shop', {
    method: 'OPTIONS',
    headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' },
  })
  expect(response.status).toBe(204)
  expect(response.headers.get('Vary')).toBe('Origin')
})

test('health answers get nosniff and no-store', async () => {
  const response = await app.request('/health')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
})

import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../db/db.ts'
import { createMemoryRateLimiter } from '../middleware/rateLimiter.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'
import { createServerApp } from './createServerApp.ts'

let db: Db
let app: ReturnType<typeof createServerApp>
beforeAll(async () => {
  db = await useTestDb()
  await upsertProject(db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://*.shop.example', 'https://shop.example'],
  })
  await upsertProject(db, {
    id: 'tight',
    allowedOrigins: ['https://shop.example'],
    rateLimitPerMinute: 3,
  })
  app = createServerApp({ db, projectCacheTtlMs: 0 })
})

describe('project id', () => {
  test('400 when projectId is missing', async () => {
    const response = await app.request('/getWallets')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'missing_project_id',
      message: 'The projectId query parameter is required',
    })
  })

  test('400 when projectId is malformed', async () => {
    const response = await app.request('/getWallets?projectId=a%20b')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_project_id' })
  })

  test('403 JSON for an unknown project', async () => {
    const response = await app.request('/getWallets?projectId=nope')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: 'unknown_project',
      message: "Unknown project id 'nope'",
    })
  })

  test('health needs no project', async () => {
    const response = await app.request('/health')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('404 JSON for an unknown route', async () => {
    const response = await app.request(withProject('/no/such/route'))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'not_found' })
  })
})

describe('CORS', () => {
  const path = '/getAnalyticsConfig?projectId=shop'

  test.each(['https://shop.example', 'https://app.shop.example'])(
    'allowed origin %s gets CORS headers',
    async (origin) => {
      const response = await app.request(path, { headers: { Origin: origin } })
      expect(response.status).toBe(200)
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin)
      expect(response.headers.get('Vary')).toContain('Origin')
    },
  )

  test('a disallowed origin gets no CORS headers', async () => {
    const response = await app.request(path, { headers: { Origin: 'https://evil.example' } })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  test('the allowed origins stay readable from a disallowed origin, so the kit can tell', async () => {
    const response = await app.request('/projects/v1/origins?projectId=shop', {
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example')
    expect(await response.json()).toEqual({
      allowedOrigins: ['https://*.shop.example', 'https://shop.example'],
    })
  })

  test('the dev project allows localhost and 127.0.0.1 on any port', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4000']) {
      const response = await app.request(withProject('/getAnalyticsConfig'), {
        headers: { Origin: origin },
      })
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin)
    }
  })

  test('preflight from an allowed origin answers 204 with the allowed methods and headers', async () => {
    const response = await app.request('/v1/fungible/price?projectId=shop', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example')
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST')
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('content-type')
  })

  test('preflight from a disallowed origin is refused without CORS headers', async () => {
    const response = await app.request('/getWallets?projectId=shop', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  test('an unknown project answer is readable cross-origin, so the kit can report it', async () => {
    const response = await app.request('/getWallets?projectId=nope', {
      headers: { Origin: 'https://x.example' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://x.example')
  })
})

describe('rate limiting', () => {
  test('429 with Retry-After past the project limit, other projects unaffected', async () => {
    // A frozen clock keeps all requests in one window.
    const limited = createServerApp({ db, rateLimiter: createMemoryRateLimiter(() => 0) })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await limited.request('/getAnalyticsConfig?projectId=tight')).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await limited.request('/getAnalyticsConfig?projectId=tight', {
      headers: { Origin: 'https://shop.example' },
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example')
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' })
    expect((await limited.request(withProject('/getAnalyticsConfig'))).status).toBe(200)
  })

  test('image requests are not counted', async () => {
    const strict = createServerApp({
      db,
      rateLimitPerMinute: 1,
      rateLimiter: createMemoryRateLimiter(() => 0),
    })
    for (let i = 0; i < 3; i++) {
      expect((await strict.request(withProject('/getWalletImage/metamask'))).status).toBe(200)
      expect((await strict.request(withProject('/public/getTokenImage/usdc'))).status).toBe(200)
    }
    expect((await strict.request(withProject('/getAnalyticsConfig'))).status).toBe(200)
    expect((await strict.request(withProject('/getAnalyticsConfig'))).status).toBe(429)
  })

  test('the server-wide default applies to projects without their own limit', async () => {
    const strict = createServerApp({
      db,
      rateLimitPerMinute: 1,
      rateLimiter: createMemoryRateLimiter(() => 0),
    })
    expect((await strict.request(withProject('/getAnalyticsConfig'))).status).toBe(200)
    expect((await strict.request(withProject('/getAnalyticsConfig'))).status).toBe(429)
  })

  test('a pluggable limiter decides', async () => {
    const keys: string[] = []
    const custom = createServerApp({
      db,
      rateLimiter: {
        hit: (key) => {
          keys.push(key)
          return { allowed: false, remaining: 0, resetMs: 30_000 }
        },
      },
    })
    const response = await custom.request(withProject('/getAnalyticsConfig'))
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('30')
    // Per client first (no socket in app.request(): the shared 'unknown' client); refused there.
    expect(keys).toEqual(['client:latch-dev-project:unknown'])
  })
})

test('bodies over 64 KiB are refused', async () => {
  const response = await app.request(withProject('/e'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ padding: 'x'.repeat(70_000) }),
  })
  expect(response.status).toBe(413)
})

import { isOriginAllowed } from '@latch/core'
import { beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { useTestDb } from '../testing/testDb.ts'

// The server answers CORS with @latch/core's matcher, the one the kit checks the page with
// (docs/allowed-origins.md): for every pattern and origin below, the server sends
// Access-Control-Allow-Origin exactly when the kit would let the page run.
const PATTERNS = [
  '*',
  'example.com',
  '*.example.com',
  'https://*.example.com',
  'https://app.*.example.com',
  'localhost:*',
  'http://127.0.0.1:*',
  'https://bücher.example',
  'https://pr-*.example.com',
]
const ORIGINS = [
  'https://shop.io:8443',
  'https://example.com',
  'http://example.com',
  'https://shop.example.com',
  'https://a.b.example.com',
  'https://app.eu.example.com',
  'https://app.eu.x.example.com',
  'https://example.com.evil.com',
  'https://evil.com?.example.com',
  'https://evil.com\\.example.com',
  'https://example.com@evil.com',
  'https://example.com:8443',
  'https://EXAMPLE.com',
  'https://example.com.',
  'https://xn--bcher-kva.example',
  'https://pr-1.example.com',
  'http://localhost:5173',
  'http://127.0.0.1:8787',
  'null',
]
const projectId = (index: number) => `origins-${index}`

let db: Db
let app: ReturnType<typeof createServerApp>
beforeAll(async () => {
  db = await useTestDb()
  for (const [index, pattern] of PATTERNS.entries()) {
    await upsertProject(db, {
      id: projectId(index),
      allowedOrigins: [pattern],
      rateLimitPerMinute: 1_000_000,
    })
  }
  app = createServerApp({ db, projectCacheTtlMs: 60_000 })
})

async function corsAllows(index: number, origin: string): Promise<boolean> {
  const response = await app.request(`/getAnalyticsConfig?projectId=${projectId(index)}`, {
    headers: { Origin: origin },
  })
  expect(response.status).toBe(200)
  return response.headers.get('Access-Control-Allow-Origin') === origin
}

async function preflightAllows(index: number, origin: string): Promise<boolean> {
  const response = await app.request(`/getWallets?projectId=${projectId(index)}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
  })
  expect([204, 403]).toContain(response.status)
  return response.status === 204
}

describe('the server allows exactly the origins the kit allows', () => {
  test.each(PATTERNS.map((pattern, index) => [pattern, index] as const))(
    'pattern %j',
    async (pattern, index) => {
      const kit = ORIGINS.map((origin) => [origin, isOriginAllowed(origin, [pattern])])
      const answers = []
      const preflights = []
      for (const origin of ORIGINS) {
        answers.push([origin, await corsAllows(index, origin)])
        preflights.push([origin, await preflightAllows(index, origin)])
      }
      expect(answers).toEqual(kit)
      expect(preflights).toEqual(kit)
    },
  )
})

describe('the cases the kit and the server used to disagree on', () => {
  const index = (pattern: string) => PATTERNS.indexOf(pattern)

  test('`*` allows a site on a non-default port', async () => {
    expect(await corsAllows(index('*'), 'https://shop.io:8443')).toBe(true)
  })

  test('`*` does not echo an opaque origin', async () => {
    expect(await corsAllows(index('*'), 'null')).toBe(false)
  })

  test('a pattern without a scheme allows https', async () => {
    expect(await corsAllows(index('example.com'), 'https://example.com')).toBe(true)
    expect(await corsAllows(index('*.example.com'), 'https://shop.example.com')).toBe(true)
    expect(await preflightAllows(index('*.example.com'), 'https://shop.example.com')).toBe(true)
    expect(await corsAllows(index('*.example.com'), 'http://shop.example.com')).toBe(false)
  })

  test('an inner `*` is one label', async () => {
    const pattern = index('https://app.*.example.com')
    expect(await corsAllows(pattern, 'https://app.eu.example.com')).toBe(true)
    expect(await corsAllows(pattern, 'https://app.eu.x.example.com')).toBe(false)
  })

  test('an Origin header with a backslash is not a sub-domain', async () => {
    expect(await corsAllows(index('https://*.example.com'), 'https://evil.com\\.example.com')).toBe(
      false,
    )
  })

  test('a pattern in Unicode allows its punycode origin', async () => {
    expect(await corsAllows(index('https://bücher.example'), 'https://xn--bcher-kva.example')).toBe(
      true,
    )
  })
})

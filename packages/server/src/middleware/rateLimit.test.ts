import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type RunningServer, type StartServerOptions, startServer } from '../app/startServer.ts'
import type { Db } from '../db/db.ts'
import { httpGet } from '../testing/httpGet.ts'
import { useTestDb } from '../testing/testDb.ts'
import { createMemoryRateLimiter } from './rateLimiter.ts'

// Real sockets: each client connects from its own loopback address (127.0.0.0/8 is all local).
const PATH = '/getAnalyticsConfig?projectId=latch-dev-project'

let db: Db
let server: RunningServer | undefined
beforeAll(async () => {
  db = await useTestDb()
})
afterEach(async () => {
  await server?.stop()
  server = undefined
})

async function serve(options: StartServerOptions) {
  // A frozen clock keeps every request in one window.
  server = await startServer({
    port: 0,
    db,
    relay: false,
    rateLimiter: createMemoryRateLimiter(() => 0),
    ...options,
  })
  return server.url
}

async function statuses(url: string, count: number, from: string, headers = {}) {
  const result: number[] = []
  for (let i = 0; i < count; i++) result.push((await httpGet(url + PATH, { from, headers })).status)
  return result
}

describe('per client', () => {
  test("one client flooding a project gets 429; the site's other visitors still get 200", async () => {
    const url = await serve({ rateLimitPerMinute: 5 })
    expect(await statuses(url, 6, '127.0.0.2')).toEqual([200, 200, 200, 200, 200, 429])
    const refused = await httpGet(url + PATH, { from: '127.0.0.2' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(JSON.parse(refused.body)).toEqual({
      error: 'rate_limited',
      message:
        "Rate limit of 5 requests per minute per client exceeded for project 'latch-dev-project'",
    })
    expect(await statuses(url, 5, '127.0.0.3')).toEqual([200, 200, 200, 200, 200])
    expect(await statuses(url, 1, '127.0.0.4')).toEqual([200])
  })

  test('X-Forwarded-For is ignored unless trustProxy says a proxy writes it', async () => {
    const url = await serve({ rateLimitPerMinute: 2 })
    const spoofed = (i: number) => ({ 'X-Forwarded-For': `198.51.100.${i}` })
    const answers = []
    for (let i = 0; i < 3; i++) answers.push((await statuses(url, 1, '127.0.0.5', spoofed(i)))[0])
    expect(answers).toEqual([200, 200, 429])
  })

  test('behind trustProxy proxies, the address the proxy saw is the client, not what it wrote', async () => {
    const url = await serve({ rateLimitPerMinute: 2, trustProxy: 1 })
    // The proxy (127.0.0.6) appends the address it received from; the client wrote the rest.
    const via = (written: string, seen: string) => ({ 'X-Forwarded-For': `${written}, ${seen}` })
    const flood = []
    for (let i = 0; i < 3; i++) {
      flood.push((await statuses(url, 1, '127.0.0.6', via(`10.0.0.${i}`, '203.0.113.9')))[0])
    }
    expect(flood).toEqual([200, 200, 429])
    expect(await statuses(url, 1, '127.0.0.6', via('203.0.113.9', '203.0.113.10'))).toEqual([200])
  })
})

describe('per project', () => {
  test("a ceiling per project remains, and one client's refused flood does not use it up", async () => {
    const url = await serve({ rateLimitPerMinute: 5, projectRateLimitPerMinute: 8 })
    expect((await statuses(url, 30, '127.0.0.2')).filter((s) => s === 200)).toHaveLength(5)
    expect(await statuses(url, 4, '127.0.0.3')).toEqual([200, 200, 200, 429])
    const refused = await httpGet(url + PATH, { from: '127.0.0.4' })
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({
      message:
        "Rate limit of 8 requests per minute exceeded for project 'latch-dev-project' (all clients)",
    })
  })

  test('the ceiling defaults to 100 × the per-client limit', async () => {
    const url = await serve({ rateLimitPerMinute: 1, trustProxy: 1 })
    const answers: number[] = []
    for (let i = 0; i < 101; i++) {
      answers.push((await statuses(url, 1, '127.0.0.7', { 'X-Forwarded-For': `10.1.0.${i}` }))[0]!)
    }
    expect(answers.slice(0, 100).every((status) => status === 200)).toBe(true)
    expect(answers[100]).toBe(429)
  })
})

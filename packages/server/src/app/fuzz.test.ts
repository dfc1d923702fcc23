import { type FarcasterRelay, startFarcasterRelay } from '@latch/devnet'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Db } from '../db/db.ts'
import { createFrameApp } from '../embedded/createFrameApp.ts'
import { checkFarcasterConfig } from '../embedded/farcasterConfig.ts'
import { hashToken } from '../embedded/secrets.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { captureMailer, frameFixture, TEST_SHARE_KEYS } from '../testing/embedded.ts'
import {
  FRAME_FUZZ_GROUPS,
  FUZZ_EMBEDDED_SESSION_TOKEN,
  FUZZ_GROUPS,
  type FuzzGroup,
  type FuzzRequest,
} from '../testing/fuzzRequests.ts'
import { useTestDb } from '../testing/testDb.ts'
import { createServerApp } from './createServerApp.ts'

// Property: whatever a client sends, the server answers below 500, every error is a JSON
// `{ error, message }`, and nothing reaches the log (a client's mistake is not the server's).
// And every answer carries the security headers (checkHeaders). Runs per group stay modest so
// `npm test` stays quick (LATCH_FUZZ_RUNS, else 100); bench/fuzz-routes.mjs sends 10,000.
const RUNS_PER_GROUP = Number(process.env.LATCH_FUZZ_RUNS) || 100

let db: Db
let app: ReturnType<typeof createServerApp>
let frameApp: ReturnType<typeof createFrameApp>['app']
// The Farcaster relay stand-in (port 9570, the farcaster helper's range): starts open channels.
let farcaster: FarcasterRelay
afterAll(() => farcaster?.stop())
beforeAll(async () => {
  db = await useTestDb()
  farcaster = await startFarcasterRelay({ port: 9570 })
  await upsertProject(db, { id: 'no-analytics', allowedOrigins: ['*'], analyticsEnabled: false })
  // No chains: every chain read would leave loopback. The limit is lifted so fuzzing is not 429s.
  app = createServerApp({
    db,
    rateLimitPerMinute: 1_000_000_000,
    // A registrar key (no chain to send with) so registration bodies are read, not 501.
    names: {
      zone: 'latch',
      registrarPrivateKey: `0x${'11'.repeat(32)}`,
      registrationsPerMinute: 1_000_000_000,
    },
  })
  // The frame origin, with a user whose session the session group's requests use.
  frameApp = createFrameApp({
    db,
    dir: await frameFixture(),
    keys: TEST_SHARE_KEYS,
    mailer: captureMailer(),
    publicUrl: 'http://localhost:8788',
    requestsPerMinute: 1_000_000_000,
    deviceWaitMs: 20,
    // oauth2 needs no discovery: starts answer; nothing listens at its endpoints (port 9).
    social: {
      providers: {
        github: {
          kind: 'oauth2',
          clientId: 'fuzz-client',
          clientSecret: 'fuzz-secret',
          scopes: ['read:user'],
          tokenAuthMethod: 'client_secret_post',
          authorizationEndpoint: 'http://127.0.0.1:9/authorize',
          tokenEndpoint: 'http://127.0.0.1:9/token',
          userinfoEndpoint: 'http://127.0.0.1:9/user',
          subjectClaim: 'id',
          usernameClaim: 'login',
        },
      },
    },
    farcaster: checkFarcasterConfig(farcaster.serverConfig),
  }).app
  await db.query(
    `INSERT INTO embedded_users (id, project_id, email, created_at) VALUES ('fuzz-user', 'latch-dev-project', 'fuzz@shop.example', now())`,
  )
  await db.query(
    `INSERT INTO embedded_sessions (token_hash, project_id, user_id, device_id, created_at, expires_at)
     VALUES ($1, 'latch-dev-project', 'fuzz-user', 'fuzz-device', now(), now() + interval '1 day')`,
    [hashToken(FUZZ_EMBEDDED_SESSION_TOKEN)],
  )
}, 120_000)

const logged: unknown[][] = []
beforeAll(() => {
  for (const level of ['error', 'warn', 'log', 'info'] as const) {
    vi.spyOn(console, level).mockImplementation((...args) => {
      logged.push([level, ...args])
    })
  }
})
afterEach(() => {
  const lines = logged.splice(0)
  expect(lines, 'the server logged while answering client requests').toEqual([])
})

async function send({ method, path, headers, body }: FuzzRequest, target = app) {
  const response = await target.request(path, { method, headers, body })
  const text = await response.text()
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    text,
    headers: response.headers,
  }
}

/**
 * Security headers on every answer, whatever was asked: nosniff, a CSP that says who may frame
 * it (`'none'`, or the project's origins for the wallet frame), and for a page (HTML) a CSP that
 * runs no inline script and no `eval`, and no referrer.
 */
function checkHeaders(shown: string, answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.headers.get('X-Content-Type-Options'), shown).toBe('nosniff')
  const csp = answer.headers.get('Content-Security-Policy') ?? ''
  if (answer.status === 101) return
  expect(csp, shown).toMatch(/(^|; )frame-ancestors [^;]+/)
  if (!answer.type?.startsWith('text/html')) return
  const scripts =
    /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1]
  expect(scripts, shown).toBeDefined()
  expect(scripts, shown).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  expect(answer.headers.get('Referrer-Policy'), shown).toBe('no-referrer')
}

function checkAnswer(
  group: FuzzGroup,
  request: FuzzRequest,
  answer: Awaited<ReturnType<typeof send>>,
) {
  const shown = `${request.method} ${request.path.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`
  if (!group.serverErrors?.includes(answer.status)) expect(answer.status, shown).toBeLessThan(500)
  checkHeaders(shown, answer)
  if (answer.status < 400) return
  expect(answer.type, shown).toMatch(/^application\/json/)
  if (request.method === 'HEAD') return
  const body = JSON.parse(answer.text) as Record<string, unknown>
  expect(typeof body.error, shown).toBe('string')
  expect(typeof body.message, shown).toBe('string')
}

test('the groups cover every route of the app', () => {
  const covered = new Set(FUZZ_GROUPS.flatMap((g) => g.routes.map(([m, p]) => `${m} ${p}`)))
  const routes = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)
  expect(routes.filter((route) => !covered.has(route))).toEqual([])
})

describe.each(FUZZ_GROUPS.map((group) => [group.name, group] as const))('%s', (_, group) => {
  test('hostile requests get a JSON 4xx or a 2xx/3xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(group.request, async (request) => {
        checkAnswer(group, request, await send(request))
      }),
      { numRuns: RUNS_PER_GROUP },
    )
    // A count of runs, not a time: a group pays the first route's warm-up on a loaded machine.
  }, 60_000)
})

// The frame origin: errors of `/embedded/v1/*` are `{ error: { code, message } }`; the page's
// refusals are short text, the approval link's are HTML.
function checkFrameAnswer(request: FuzzRequest, answer: Awaited<ReturnType<typeof send>>) {
  const shown = `${request.method} ${request.path.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`
  expect(answer.status, shown).toBeLessThan(500)
  checkHeaders(shown, answer)
  if (answer.status < 400 || request.method === 'HEAD') return
  // As the URL parser resolves it (`/.` is `/`). Appended, not resolved against a base: `//` as a
  // reference is scheme-relative (an empty host, which throws), as a request path it is a path.
  const path = new URL(`http://localhost${request.path}`).pathname
  if (path === '/') {
    expect(answer.type, shown).toMatch(/^text\/plain/)
    return
  }
  if (path === '/embedded/v1/device/approve' && answer.type?.startsWith('text/html')) return
  expect(answer.type, shown).toMatch(/^application\/json/)
  const body = JSON.parse(answer.text) as { error?: Record<string, unknown> }
  expect(typeof body.error?.code, shown).toBe('string')
  expect(typeof body.error?.message, shown).toBe('string')
}

test('paths a URL parser would read as scheme-relative (`//`, `//x`) are plain paths: 404 JSON', async () => {
  for (const path of ['//', '//x', '///']) {
    const request = { method: 'GET', path, headers: {} } as FuzzRequest
    const answer = await send(request, frameApp as never)
    expect(answer.status).toBe(404)
    checkFrameAnswer(request, answer)
  }
})

test('the frame groups cover every route of the frame app', () => {
  const covered = new Set(FRAME_FUZZ_GROUPS.flatMap((g) => g.routes.map(([m, p]) => `${m} ${p}`)))
  const routes = frameApp.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`)
  expect(routes.filter((route) => !covered.has(route))).toEqual([])
})

describe.each(FRAME_FUZZ_GROUPS.map((group) => [group.name, group] as const))(
  'frame: %s',
  (_, group) => {
    test('hostile requests get a 4xx or a 2xx/3xx, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(group.request, async (request) => {
          checkFrameAnswer(request, await send(request, frameApp as never))
        }),
        { numRuns: RUNS_PER_GROUP },
      )
    }, 60_000)
  },
)

import { mkdtemp, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { createChainRegistry } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { createSolanaRegistry } from '../solana/createSolanaRegistry.ts'
import { captureMailer, frameFixture, TEST_SHARE_KEYS } from '../testing/embedded.ts'
import { useTestDb } from '../testing/testDb.ts'
import { createFrameApp } from './createFrameApp.ts'
import { type FrameBootConfig, frameAncestors } from './framePage.ts'

let db: Db
let dir: string
let app: ReturnType<typeof createFrameApp>['app']

beforeAll(async () => {
  db = await useTestDb()
  await upsertProject(db, {
    id: 'frame-shop',
    allowedOrigins: ['http://127.0.0.1:5173', 'https://*.shop.example'],
  })
  await upsertProject(db, { id: 'frame-blog', allowedOrigins: ['https://blog.example'] })
  dir = await frameFixture()
  // A symbolic link inside the frame folder to a file outside it is never followed out.
  await symlink(join(dir, '..', 'outside.js'), join(dir, 'link.js'))
  app = createFrameApp({
    db,
    dir,
    keys: TEST_SHARE_KEYS,
    mailer: captureMailer(),
    publicUrl: 'http://localhost:8788',
    chains: createChainRegistry([
      {
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:8545',
        name: 'Latch Devnet',
        bundlerUrl: 'http://127.0.0.1:8547/rpc',
      },
    ]),
    solanaChains: createSolanaRegistry([
      { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'http://127.0.0.1:8899' },
    ]),
  }).app
}, 120_000)

const page = (query: Record<string, string>) => app.request(`/?${new URLSearchParams(query)}`)

function bootConfig(html: string): FrameBootConfig {
  const match =
    /<script type="application\/json" id="latch-frame-config">([^<]*)<\/script><\/head>/.exec(html)
  if (!match?.[1]) throw new Error('no boot config before </head>')
  return JSON.parse(match[1]) as FrameBootConfig
}

describe('GET / (the frame page)', () => {
  test('a known project and allowed origin: the page, its boot config (a chain’s bundler with it) and framing headers', async () => {
    const response = await page({
      projectId: 'frame-shop',
      origin: 'http://127.0.0.1:5173',
      chainId: 'eip155:31337',
      version: '1',
      enableLogger: 'false',
    })
    expect(response.status).toBe(200)
    const csp = response.headers.get('Content-Security-Policy')
    expect(csp).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "connect-src 'self' http://127.0.0.1:8545 http://127.0.0.1:8547 http://127.0.0.1:8899; img-src 'self' data:; " +
        "frame-ancestors http://127.0.0.1:5173 https://*.shop.example; base-uri 'none'; form-action 'none'",
    )
    expect(response.headers.get('X-Frame-Options')).toBeNull()
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<script src="/frame.js"></script>')
    expect(bootConfig(html)).toEqual({
      projectId: 'frame-shop',
      hostOrigin: 'http://127.0.0.1:5173',
      allowedOrigins: ['http://127.0.0.1:5173', 'https://*.shop.example'],
      apiBase: '',
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Latch Devnet',
          rpcUrl: 'http://127.0.0.1:8545',
          nativeSymbol: 'ETH',
          decimals: 18,
          bundlerUrl: 'http://127.0.0.1:8547/rpc',
        },
        {
          caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
          name: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
          rpcUrl: 'http://127.0.0.1:8899',
          nativeSymbol: 'SOL',
          decimals: 9,
        },
      ],
    })
  })

  test('framing follows each project: another project, other frame-ancestors', async () => {
    const response = await page({ projectId: 'frame-blog', origin: 'https://blog.example' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Security-Policy')).toContain(
      'frame-ancestors https://blog.example;',
    )
  })

  test.each([
    [{ projectId: 'no-such-project', origin: 'http://127.0.0.1:5173' }],
    [{ projectId: '', origin: 'http://127.0.0.1:5173' }],
    [{ projectId: '../../etc', origin: 'http://127.0.0.1:5173' }],
    [{ projectId: 'frame-shop', origin: 'https://evil.example' }],
    [{ projectId: 'frame-shop', origin: 'https://shop.example' }],
    [{ projectId: 'frame-shop', origin: 'http://127.0.0.1:5173/path' }],
    [{ projectId: 'frame-shop' }],
    [{ projectId: 'frame-blog', origin: 'http://127.0.0.1:5173' }],
  ])('%o → 403, a page nobody may frame', async (query) => {
    const response = await page(query)
    expect(response.status).toBe(403)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(await response.text()).not.toContain('latch-frame-config')
  })

  test('boot config text cannot end its script element', async () => {
    await upsertProject(db, {
      id: 'frame-odd',
      allowedOrigins: ['https://ok.example', '</script><script>alert(1)</script>'],
    })
    const fresh = createFrameApp({
      db,
      dir,
      keys: TEST_SHARE_KEYS,
      publicUrl: 'http://localhost:8788',
    }).app
    const response = await fresh.request('/?projectId=frame-odd&origin=https://ok.example')
    const html = await response.text()
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(bootConfig(html).allowedOrigins[1]).toBe('</script><script>alert(1)</script>')
    // A pattern that is no CSP source is left out of frame-ancestors.
    expect(response.headers.get('Content-Security-Policy')).toContain(
      'frame-ancestors https://ok.example;',
    )
  })

  test('no build yet: 503 saying how to build it', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'latch-frame-empty-'))
    const unbuilt = createFrameApp({
      db,
      dir: join(empty, 'frame'),
      keys: TEST_SHARE_KEYS,
      publicUrl: 'http://localhost:8788',
    }).app
    const response = await unbuilt.request('/?projectId=frame-shop&origin=http://127.0.0.1:5173')
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('the frame is not built: run node scripts/build-frame.mjs')
  })
})

describe('static files', () => {
  test.each([
    ['/frame.js', 'text/javascript; charset=utf-8', 'console.log("frame")\n'],
    ['/frame.css', 'text/css; charset=utf-8', 'body{margin:0}\n'],
    ['/assets/logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('%s is served as %s', async (path, type, text) => {
    const response = await app.request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe(type)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await response.text()).toBe(text)
  })

  test.each([
    '/index.html',
    '/.secret.js',
    '/../outside.js',
    '/%2e%2e/outside.js',
    '/assets/%2e%2e/%2e%2e/outside.js',
    '/link.js',
    '/frame.js%00.css',
    '/missing.js',
    '/assets',
    '//etc/passwd',
  ])('%s → 404', async (path) => {
    const response = await app.request(path)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
  })
})

test('frameAncestors: patterns as CSP sources', () => {
  expect(frameAncestors(['*'])).toBe('*')
  expect(frameAncestors(['localhost:*', '*://app.example/', 'https://a.example'])).toBe(
    'localhost:* app.example https://a.example',
  )
  expect(frameAncestors([])).toBe("'none'")
  expect(frameAncestors(['https://a.example; script-src *'])).toBe("'none'")
})

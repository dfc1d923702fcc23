import type { Wallet } from '@latch/core/api'
import { beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import { createDirectory } from '../directory/createDirectory.ts'
import { generateSyntheticDirectory } from '../directory/generateSyntheticDirectory.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

/** The server sends every field of a wallet. */
type WalletsAnswer = { data: Required<Wallet>[]; count: number }

let app: ReturnType<typeof createServerApp>
let db: Db
beforeAll(async () => {
  db = await useTestDb()
  app = createServerApp({ db })
})

async function getWallets(params: Record<string, string> = {}) {
  const response = await app.request(withProject('/getWallets', params))
  return { status: response.status, body: (await response.json()) as WalletsAnswer }
}

describe('GET /getWallets', () => {
  test('answers data and count with every SPEC §3 wallet field', async () => {
    const { status, body } = await getWallets()
    expect(status).toBe(200)
    expect(body.count).toBeGreaterThanOrEqual(51)
    expect(body.data).toHaveLength(40)
    for (const wallet of body.data) {
      expect(Object.keys(wallet)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'image_id',
          'image_url',
          'rdns',
          'mobile_link',
          'desktop_link',
          'webapp_link',
          'chains',
        ]),
      )
      expect(wallet.image_url).toMatch(
        /^http:\/\/localhost\/getWalletImage\/.+\?projectId=latch-dev-project/,
      )
    }
  })

  test('ranks recommended wallets first, in a stable order', async () => {
    const first = await getWallets({ entries: '4' })
    expect(first.body.data.map((w) => w.name)).toEqual([
      'MetaMask',
      'Coinbase Wallet',
      'Rainbow',
      'Trust Wallet',
    ])
    expect(first.body.data.map((w) => w.order)).toEqual([1, 2, 3, 4])
  })

  test('pages do not overlap and cover every wallet once', async () => {
    const seen: string[] = []
    const { body } = await getWallets({ entries: '25' })
    for (let page = 1; page <= Math.ceil(body.count / 25); page++) {
      seen.push(
        ...(await getWallets({ entries: '25', page: String(page) })).body.data.map((w) => w.id),
      )
    }
    expect(seen).toHaveLength(body.count)
    expect(new Set(seen).size).toBe(body.count)
  })

  test('a page past the end is empty but still counts', async () => {
    const { body } = await getWallets({ page: '999' })
    expect(body.data).toEqual([])
    expect(body.count).toBeGreaterThan(50)
  })

  test('search matches names case-insensitively', async () => {
    const { body } = await getWallets({ search: 'WALLET' })
    expect(body.count).toBeGreaterThan(5)
    for (const wallet of body.data) expect(wallet.name.toLowerCase()).toContain('wallet')
  })

  test('include keeps only the listed ids and exclude removes ids', async () => {
    const included = await getWallets({ include: 'rainbow,phantom,unknown-id' })
    expect(included.body.data.map((w) => w.id).sort()).toEqual(['phantom', 'rainbow'])
    const excluded = await getWallets({ exclude: 'metamask,rainbow', entries: '100' })
    expect(excluded.body.data.map((w) => w.id)).not.toContain('metamask')
    expect(excluded.body.count).toBe((await getWallets()).body.count - 2)
  })

  test('chains keeps wallets supporting any listed chain', async () => {
    const { body } = await getWallets({
      chains: 'bip122:000000000019d6689c085ae165831e93',
      entries: '100',
    })
    expect(body.data.map((w) => w.id)).toEqual(
      expect.arrayContaining(['xverse', 'unisat', 'leather']),
    )
    for (const wallet of body.data)
      expect(wallet.chains).toContain('bip122:000000000019d6689c085ae165831e93')
  })

  test('an EVM devnet chain matches wallets that can add any EVM network', async () => {
    const { body } = await getWallets({ chains: 'eip155:31337', entries: '100' })
    const ids = body.data.map((w) => w.id)
    expect(ids).toEqual(expect.arrayContaining(['metamask', 'latch-test-wallet']))
    expect(ids).not.toContain('xverse')
  })

  test('badge_type filters by badge', async () => {
    const { body } = await getWallets({ badge_type: 'certified', entries: '100' })
    expect(body.count).toBeGreaterThan(0)
    expect(body.count).toBeLessThan((await getWallets()).body.count)
  })

  test('lists the Latch Test Wallet', async () => {
    const { body } = await getWallets({ search: 'latch' })
    expect(body.data).toEqual([
      expect.objectContaining({
        id: 'latch-test-wallet',
        name: 'Latch Test Wallet',
        rdns: 'dev.latch.testwallet',
      }),
    ])
  })

  test.each([
    [{ entries: '101' }, 'entries'],
    [{ entries: '0' }, 'entries'],
    [{ page: 'x' }, 'page'],
    [{ chains: 'ethereum' }, 'chains'],
    [{ include: 'a b' }, 'include'],
    [{ search: 'x'.repeat(101) }, 'search'],
    [{ badge_type: 'No Such!' }, 'badge_type'],
  ])('400 for %o', async (params, name) => {
    const response = await app.request(withProject('/getWallets', params))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; message: string }
    expect(body.error).toMatch(/^invalid_/)
    expect(body.message).toContain(name)
  })
})

describe('GET /getWalletImage/:id', () => {
  test('serves an SVG monogram with caching headers', async () => {
    const response = await app.request(withProject('/getWalletImage/metamask'))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/)
    expect(await response.text()).toContain('aria-label="MetaMask"')
    const etag = response.headers.get('ETag')!
    const again = await app.request(withProject('/getWalletImage/metamask'), {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
  })

  test('404 for an unknown id', async () => {
    const response = await app.request(withProject('/getWalletImage/no-such-wallet'))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'not_found' })
  })
})

describe('synthetic directory', () => {
  test('10,000 wallets page and search like the real one', async () => {
    const big = createServerApp({
      db,
      directory: createDirectory(generateSyntheticDirectory(10_000)),
    })
    const all = (await (await big.request(withProject('/getWallets'))).json()) as WalletsAnswer
    expect(all.count).toBe(10_000)
    const rain = (await (
      await big.request(withProject('/getWallets', { search: 'rain', entries: '100' }))
    ).json()) as WalletsAnswer
    expect(rain.count).toBeGreaterThan(100)
    expect(new Set(rain.data.map((w) => w.name.split(' ')[0])).size).toBeGreaterThan(2)
  })
})

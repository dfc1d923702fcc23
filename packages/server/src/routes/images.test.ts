import { beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

let app: ReturnType<typeof createServerApp>
beforeAll(async () => {
  const db = await useTestDb()
  app = createServerApp({
    db,
    chains: [
      {
        chainId: 777,
        rpcUrl: 'http://127.0.0.1:1',
        name: 'Seven Chain',
        tokens: [
          {
            address: '0x0000000000000000000000000000000000000777',
            name: 'Lucky',
            symbol: 'LUCK',
            decimals: 18,
          },
        ],
      },
    ],
  })
})

describe.each([
  ['/public/getAssetImage/eip155:1', 'Ethereum'],
  ['/public/getAssetImage/eip155:777', 'Seven Chain'],
  ['/public/getCurrencyImage/usd', 'US Dollar'],
  ['/public/getCurrencyImage/EUR', 'Euro'],
  ['/public/getTokenImage/usdc', 'USD Coin'],
  ['/public/getTokenImage/luck', 'Lucky'],
])('%s', (path, label) => {
  test('serves a labelled SVG with caching headers', async () => {
    const response = await app.request(withProject(path))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(response.headers.get('ETag')).toMatch(/^".+"$/)
    expect(await response.text()).toContain(`aria-label="${label}"`)
  })
})

test.each([
  '/public/getAssetImage/eip155:999999',
  '/public/getCurrencyImage/xyz',
  '/public/getTokenImage/nosuchtoken',
])('404 JSON for unknown id %s', async (path) => {
  const response = await app.request(withProject(path))
  expect(response.status).toBe(404)
  expect(await response.json()).toMatchObject({ error: 'not_found' })
})

// Looked up on plain objects, these found the prototype's members: 500.
test.each(
  ['getAssetImage', 'getCurrencyImage', 'getTokenImage'].flatMap((kind) =>
    ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'].map(
      (id) => `/public/${kind}/${id}`,
    ),
  ),
)('404 JSON for the Object.prototype name %s', async (path) => {
  const response = await app.request(withProject(path))
  expect(response.status).toBe(404)
  expect(await response.json()).toMatchObject({ error: 'not_found' })
})

test('images need a projectId like every call', async () => {
  expect((await app.request('/public/getTokenImage/usdc')).status).toBe(400)
})

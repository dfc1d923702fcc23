import { beforeAll, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

let app: ReturnType<typeof createServerApp>
let db: Awaited<ReturnType<typeof useTestDb>>
beforeAll(async () => {
  db = await useTestDb()
  await upsertProject(db, {
    id: 'quiet',
    allowedOrigins: ['https://quiet.example'],
    analyticsEnabled: false,
    features: {
      swaps: { isEnabled: false },
      socials: { isEnabled: true, config: ['google', 'github'] },
    },
  })
  app = createServerApp({ db })
})

async function get(path: string) {
  const response = await app.request(path)
  expect(response.status).toBe(200)
  return response.json()
}

test('GET /appkit/v1/config lists every remote feature, enabled by default', async () => {
  expect(await get(withProject('/appkit/v1/config'))).toEqual({
    features: [
      { id: 'email', isEnabled: true, config: null },
      {
        id: 'socials',
        isEnabled: true,
        config: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
      },
      { id: 'swaps', isEnabled: true, config: null },
      { id: 'onramp', isEnabled: true, config: null },
      { id: 'activity', isEnabled: true, config: null },
      { id: 'reownBranding', isEnabled: true, config: null },
    ],
  })
})

test('GET /appkit/v1/config applies the project overrides', async () => {
  const { features } = (await get('/appkit/v1/config?projectId=quiet')) as {
    features: { id: string; isEnabled: boolean; config: unknown }[]
  }
  expect(features.find((f) => f.id === 'swaps')?.isEnabled).toBe(false)
  expect(features.find((f) => f.id === 'socials')?.config).toEqual(['google', 'github'])
})

test('GET /appkit/v1/config lists only the socials the server offers, in the list’s order', async () => {
  const offering = createServerApp({ db, offer: { socials: ['github', 'farcaster', 'google'] } })
  const socials = async (path: string) => {
    const response = await offering.request(path)
    const { features } = (await response.json()) as { features: { id: string; config: unknown }[] }
    return features.find((f) => f.id === 'socials')?.config
  }
  expect(await socials(withProject('/appkit/v1/config'))).toEqual(['google', 'farcaster', 'github'])
  expect(await socials('/appkit/v1/config?projectId=quiet')).toEqual(['google', 'github'])
  // A server with no social login at all: an empty list (no button that could only fail).
  const none = createServerApp({ db, offer: { socials: [] } })
  const answer = (await (await none.request(withProject('/appkit/v1/config'))).json()) as {
    features: { id: string; config: unknown }[]
  }
  expect(answer.features.find((f) => f.id === 'socials')?.config).toEqual([])
})

test('GET /projects/v1/origins answers the allowed origin patterns', async () => {
  expect(await get(withProject('/projects/v1/origins'))).toEqual({
    allowedOrigins: [
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://localhost:*',
      'https://127.0.0.1:*',
    ],
  })
  expect(await get('/projects/v1/origins?projectId=quiet')).toEqual({
    allowedOrigins: ['https://quiet.example'],
  })
})

test('GET /getAnalyticsConfig answers the project flag', async () => {
  expect(await get(withProject('/getAnalyticsConfig'))).toEqual({ isAnalyticsEnabled: true })
  expect(await get('/getAnalyticsConfig?projectId=quiet')).toEqual({ isAnalyticsEnabled: false })
})

test.each(['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'])(
  '%s needs a projectId',
  async (path) => {
    expect((await app.request(path)).status).toBe(400)
  },
)

import { beforeAll, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

let app: ReturnType<typeof createServerApp>
beforeAll(async () => {
  const db = await useTestDb()
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

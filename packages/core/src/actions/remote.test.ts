import { afterEach, describe, expect, test } from 'vitest'
import { REMOTE_FEATURE_IDS } from '../api/projectConfig.ts'
import { REMOTE_FEATURES } from '../features/features.ts'
import { DEFAULT_FEATURES } from '../features/resolveFeatures.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { type Answer, type RecordedRequest, startHttpServer } from '../test/startHttpServer.ts'
import { loadRemoteConfig } from './loadRemoteConfig.ts'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function clientWithServer(
  route: (request: RecordedRequest) => Answer,
  options: Parameters<typeof createTestClient>[0] = {},
) {
  const server = await startHttpServer(route)
  closers.push(server.close)
  const client = createTestClient({
    endpoints: { directoryUrl: server.url, apiUrl: server.url, analyticsUrl: server.url },
    ...options,
  })
  closers.push(async () => client.destroy())
  return { client, server }
}

const config =
  (features: { id: string; isEnabled: boolean }[], origins: string[] = []) =>
  (request: RecordedRequest): Answer =>
    request.path === '/appkit/v1/config'
      ? { status: 200, body: { features } }
      : { status: 200, body: { allowedOrigins: origins } }

describe('remote features (SPEC §9)', () => {
  test('stay on unless the server says otherwise', async () => {
    const { client } = await clientWithServer(
      config([
        { id: 'swaps', isEnabled: false },
        { id: 'reownBranding', isEnabled: false },
        { id: 'email', isEnabled: true },
      ]),
    )
    await loadRemoteConfig(client, undefined)
    expect(client.getState().features).toMatchObject({
      swaps: false,
      branding: false,
      email: true,
      onramp: true,
    })
  })

  test('ids it does not know, inherited names included, change nothing', async () => {
    const { client } = await clientWithServer(
      config([
        { id: 'toString', isEnabled: false },
        { id: 'constructor', isEnabled: false },
        { id: 'teleport', isEnabled: false },
      ]),
    )
    await loadRemoteConfig(client, undefined)
    expect(client.getState().features).toEqual(DEFAULT_FEATURES)
  })

  test('every remote feature id the server sends turns a flag off', async () => {
    const { client } = await clientWithServer(
      config(REMOTE_FEATURE_IDS.map((id) => ({ id, isEnabled: false }))),
    )
    await loadRemoteConfig(client, undefined)
    const { features } = client.getState()
    expect(REMOTE_FEATURES.map((flag) => [flag, features[flag]])).toEqual(
      REMOTE_FEATURES.map((flag) => [flag, false]),
    )
  })

  test('basic mode does not ask the server for features', async () => {
    const { client, server } = await clientWithServer(config([]), { basic: true })
    await loadRemoteConfig(client, undefined)
    expect(server.requests.map((r) => r.path)).not.toContain('/appkit/v1/config')
    expect(client.getState().features.email).toBe(false)
  })

  test('a failing config call shows Server Error and keeps the local features', async () => {
    const { client } = await clientWithServer(() => ({ status: 500 }))
    await loadRemoteConfig(client, undefined)
    expect(client.getState().alert?.title).toBe('Server Error')
    expect(client.getState().features.swaps).toBe(true)
  })
})

describe('origin check (SPEC §6, §7)', () => {
  test.each([
    [['https://shop.example'], 'https://shop.example', undefined],
    [['https://*.example'], 'https://a.b.example', undefined],
    [['https://shop.example'], 'https://evil.example', 'Invalid App Configuration'],
    [['https://shop.example'], 'http://localhost:3000', undefined],
    [[], 'https://evil.example', undefined],
  ])('allowed %j, origin %s → alert %s', async (origins, origin, alert) => {
    const { client } = await clientWithServer(config([], origins))
    await loadRemoteConfig(client, origin)
    expect(client.getState().alert?.title).toBe(alert)
  })

  test.each([
    [429, 'Rate Limited'],
    [500, 'Server Error'],
    [503, 'Server Error'],
    [404, undefined],
    [400, undefined],
  ])('origins lookup answering %i → alert %s', async (status, alert) => {
    const { client } = await clientWithServer((request) =>
      request.path === '/projects/v1/origins'
        ? { status }
        : { status: 200, body: { features: [] } },
    )
    await loadRemoteConfig(client, 'https://shop.example')
    expect(client.getState().alert?.title).toBe(alert)
  })
})

describe('error reports (SPEC §7 analytics)', () => {
  const analytics =
    (enabled: boolean, status = 204) =>
    (request: RecordedRequest): Answer =>
      request.path === '/getAnalyticsConfig'
        ? { status: 200, body: { isAnalyticsEnabled: enabled } }
        : { status }

  test('sent with the SPEC body, at most 5 per 60 s', async () => {
    const { client, server } = await clientWithServer(analytics(true))
    const sent = []
    for (let i = 0; i < 7; i++) sent.push(await client.reportError(new Error(`boom ${i}`)))
    expect(sent).toEqual([true, true, true, true, true, false, false])
    const reports = server.requests.filter((r) => r.path === '/e')
    expect(reports).toHaveLength(5)
    expect(reports[0]?.query.get('projectId')).toBe('test-project')
    expect(reports[0]?.body).toMatchObject({
      eventId: expect.any(String),
      timestamp: expect.any(Number),
      props: { type: 'error', errorType: 'INTERNAL_SDK_ERROR', errorMessage: 'boom 0' },
    })
  })

  test('not sent when the server has analytics off', async () => {
    const { client, server } = await clientWithServer(analytics(false))
    expect(await client.reportError(new Error('x'))).toBe(false)
    expect(server.requests.filter((r) => r.path === '/e')).toHaveLength(0)
  })

  test('not sent, not even asked, when the site turned analytics off', async () => {
    const { client, server } = await clientWithServer(analytics(true), {
      features: { analytics: false },
    })
    expect(await client.reportError(new Error('x'))).toBe(false)
    expect(server.requests).toHaveLength(0)
  })

  test('an unreachable analytics config drops the report and is asked again on the next one', async () => {
    let down = true
    const { client, server } = await clientWithServer((request) =>
      down ? { status: 503 } : analytics(true)(request),
    )
    expect(await client.reportError(new Error('while down'))).toBe(false)
    down = false
    expect(await client.reportError(new Error('back'))).toBe(true)
    expect(server.requests.filter((r) => r.path === '/getAnalyticsConfig')).toHaveLength(2)
    expect(server.requests.filter((r) => r.path === '/e')).toHaveLength(1)
  })

  test('a 403 shows Invalid App Configuration once and stops reporting', async () => {
    const { client, server } = await clientWithServer(analytics(true, 403))
    await client.reportError(new Error('x'))
    expect(client.getState().alert?.title).toBe('Invalid App Configuration')
    client.dismissAlert()
    expect(await client.reportError(new Error('y'))).toBe(false)
    expect(client.getState().alert).toBeUndefined()
    expect(server.requests.filter((r) => r.path === '/e')).toHaveLength(1)
  })
})

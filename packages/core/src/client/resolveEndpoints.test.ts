import { afterEach, describe, expect, test, vi } from 'vitest'
import { fetchConnectWallets } from '../actions/fetchConnectWallets.ts'
import { loadRemoteConfig } from '../actions/loadRemoteConfig.ts'
import { NetworkRequestError } from '../errors/http.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { walletConnectGlue } from '../walletconnect/glue.ts'
import { DEFAULT_ENDPOINTS } from './createLatch.ts'
import type { LatchClient } from './latchClient.ts'
import { isLoopbackHost, resolveEndpoints } from './resolveEndpoints.ts'

const clients: LatchClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A page at `origin` whose every fetch is recorded and answered with an empty 200. */
function onPage(origin: string) {
  const url = new URL(origin)
  vi.stubGlobal('location', { hostname: url.hostname, origin: url.origin, href: url.href })
  const fetchSpy = vi.fn(async () => Response.json({}))
  vi.stubGlobal('fetch', fetchSpy)
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  return { fetchSpy, warn }
}

/** A client as a site writes it: no `endpoints`, the console logger, WalletConnect on. */
function siteClient() {
  const load = vi.fn(() => Promise.reject(new Error('the SDK must not load')))
  const client = createTestClient({
    logLevel: 'error',
    remoteConfig: false,
    walletConnect: { glue: walletConnectGlue, load },
  })
  clients.push(client)
  return { client, load }
}

/** Everything that calls a host: remote config, directory, blockchain API, analytics, relay. */
async function callEveryHost(client: LatchClient) {
  await loadRemoteConfig(client, globalThis.location.origin)
  await fetchConnectWallets(client)
  await client.reportError(new Error('boom'))
  await client.api.blockchain.get('v1/identity/0x0').catch(() => {})
  await client.connectWalletConnect().catch(() => {})
}

describe('no endpoints on a page that is not on a loopback address', () => {
  test('no request goes to 127.0.0.1, the console warns once, no alert shows', async () => {
    const { fetchSpy, warn } = onPage('https://shop.example/checkout')
    const { client, load } = siteClient()
    await callEveryHost(client)
    await callEveryHost(client)

    expect(fetchSpy).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[latch\] endpoints\.directoryUrl, endpoints\.apiUrl, endpoints\.analyticsUrl, endpoints\.relayUrl not set/,
    )
    expect(client.getState().alert).toBeUndefined()
    expect(client.getState().directory.recommended.status).toBe('error')
    await expect(client.api.directory.get('/getWallets')).rejects.toBeInstanceOf(
      NetworkRequestError,
    )
    expect(client.endpoints).toEqual({
      directoryUrl: '',
      apiUrl: '',
      analyticsUrl: '',
      relayUrl: '',
    })
  })

  test('the hosts the site gave are used; only the missing ones stay empty', async () => {
    const { fetchSpy, warn } = onPage('https://shop.example/')
    const client = createTestClient({
      logLevel: 'error',
      remoteConfig: false,
      endpoints: {
        directoryUrl: 'https://latch.shop.example',
        apiUrl: 'https://latch.shop.example',
      },
    })
    clients.push(client)
    await fetchConnectWallets(client)
    await client.reportError(new Error('boom'))

    const requested = fetchSpy.mock.calls.map((call: unknown[]) => new URL(String(call[0])).host)
    expect(new Set(requested)).toEqual(new Set(['latch.shop.example']))
    expect(client.endpoints.analyticsUrl).toBe('')
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/endpoints\.analyticsUrl, endpoints\.relayUrl not set/)
  })

  test("logLevel 'silent' keeps the console quiet, and still requests nothing", async () => {
    const { fetchSpy, warn } = onPage('https://shop.example/')
    const client = createTestClient({ logLevel: 'silent', remoteConfig: false })
    clients.push(client)
    await callEveryHost(client)
    await import('./warnMissingEndpoints.ts')
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('where the local server can be the visitor’s own', () => {
  test.each(['http://127.0.0.1:5173/', 'http://localhost:5173/', 'http://[::1]:5173/'])(
    'a page on %s calls the local server, without a warning',
    async (origin) => {
      const { fetchSpy, warn } = onPage(origin)
      const { client } = siteClient()
      await fetchConnectWallets(client)
      expect(fetchSpy).toHaveBeenCalled()
      for (const call of fetchSpy.mock.calls as unknown[][]) {
        expect(new URL(String(call[0])).origin).toBe('http://127.0.0.1:8787')
      }
      await import('./warnMissingEndpoints.ts')
      expect(warn).not.toHaveBeenCalled()
      expect(client.endpoints).toEqual(DEFAULT_ENDPOINTS)
    },
  )

  test('outside a browser (no location) the defaults apply', async () => {
    vi.stubGlobal('location', undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const endpoints = resolveEndpoints({ apiUrl: 'https://api.example' }, DEFAULT_ENDPOINTS)
    expect(endpoints).toEqual({ ...DEFAULT_ENDPOINTS, apiUrl: 'https://api.example' })
    await import('./warnMissingEndpoints.ts')
    expect(warn).not.toHaveBeenCalled()
  })
})

test.each([
  ['localhost', true],
  ['app.localhost', true],
  ['127.0.0.1', true],
  ['127.8.9.10', true],
  ['[::1]', true],
  ['shop.example', false],
  ['127.0.0.1.nip.io', false],
  ['192.168.1.10', false],
  ['', false],
])('isLoopbackHost(%o) is %o', (hostname, expected) => {
  expect(isLoopbackHost(hostname)).toBe(expected)
})

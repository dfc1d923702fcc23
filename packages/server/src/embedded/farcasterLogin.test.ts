import { createServer, type Server } from 'node:http'
import {
  FARCASTER_TEST_USERS,
  type FarcasterRelay,
  siwfMessage,
  startFarcasterRelay,
} from '@latch/devnet'
import { farcasterApprove } from '@latch/devnet/testing'
import { encodeFunctionResult, parseAbi } from 'viem'
import { signMessage } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type RunningServer, startServer } from '../app/startServer.ts'
import type { Db } from '../db/db.ts'
import { frameFixture, TEST_SHARE_KEYS } from '../testing/embedded.ts'
import { useTestDb } from '../testing/testDb.ts'
import { checkFarcasterConfig } from './farcasterConfig.ts'
import { farcasterRelay } from './farcasterRelay.ts'

// Ports of this file (helper range 9560–9579): 9565 the frame listener, 9566 the devnet's relay
// stand-in, 9567 a stand-in whose channels end after 300 ms, 9568 a JSON-RPC node answering the ID
// registry's custodyOf, 9569 nothing (a relay that is down).
const FRAME = 'http://127.0.0.1:9565'
const HOST = 'http://127.0.0.1:5173'
const ada = FARCASTER_TEST_USERS[0]!
const grace = FARCASTER_TEST_USERS[1]!

let db: Db
let relay: FarcasterRelay
let shortRelay: FarcasterRelay
let server: RunningServer
let shortServer: RunningServer
let rpc: Server
const logged = vi.fn()

beforeAll(async () => {
  db = await useTestDb()
  relay = await startFarcasterRelay({ port: 9566 })
  shortRelay = await startFarcasterRelay({ port: 9567, channelTtlMs: 300 })
  rpc = await startRegistryNode(9568)
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation(logged)
  }
  const keys = {
    shareKey: TEST_SHARE_KEYS.auth.toString('base64'),
    recoveryKey: TEST_SHARE_KEYS.recovery.toString('base64'),
  }
  server = await startServer({
    port: 0,
    db,
    relay: false,
    trustProxy: 1,
    frame: { port: 9565, host: '127.0.0.1', dir: await frameFixture() },
    embeddedWallet: keys,
    farcaster: checkFarcasterConfig(relay.serverConfig),
  })
  // A second frame origin on a free port, over the same database, whose relay ends channels.
  shortServer = await startServer({
    port: 0,
    db,
    relay: false,
    trustProxy: 1,
    frame: { port: 0, host: '127.0.0.1', dir: await frameFixture() },
    embeddedWallet: keys,
    farcaster: checkFarcasterConfig(shortRelay.serverConfig),
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await shortServer?.stop()
  await relay?.stop()
  await shortRelay?.stop()
  await new Promise((resolve) => rpc?.close(resolve))
  vi.restoreAllMocks()
})

let clientCount = 0
function newClient(): string {
  clientCount += 1
  return `198.51.100.${clientCount}`
}

async function api(
  path: string,
  body: unknown,
  options: { client?: string; token?: string; frame?: string } = {},
) {
  const response = await fetch(`${options.frame ?? FRAME}/embedded/v1${path}`, {
    method: path === '/session' ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Latch-Project': 'latch-dev-project',
      'X-Forwarded-For': options.client ?? newClient(),
      ...(options.token && { Authorization: `Bearer ${options.token}` }),
    },
    ...(path === '/session' ? {} : { body: JSON.stringify(body) }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

const share = (text: string) => Buffer.from(text).toString('base64')

async function start(extra: Record<string, unknown> = {}, frame?: string) {
  const started = await api('/farcaster/start', { hostOrigin: HOST, ...extra }, { frame })
  expect(started.status).toBe(200)
  return started.body as { flowId: string; url: string }
}

/** Posts a hand-made answer to the channel, as a (lying) Farcaster client could. */
async function answer(
  url: string,
  edit: { message?: (text: string) => string; key?: `0x${string}`; fid?: number } = {},
) {
  const link = new URL(url)
  const request = {
    domain: link.searchParams.get('domain') as string,
    siweUri: link.searchParams.get('siweUri') as string,
    nonce: link.searchParams.get('nonce') as string,
  }
  const text = siwfMessage(request, ada, new Date())
  const message = edit.message ? edit.message(text) : text
  const signature = await signMessage({ message, privateKey: edit.key ?? ada.custodyKey })
  const response = await fetch(`${link.origin}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${link.searchParams.get('channelToken')}` },
    body: JSON.stringify({ message, signature, fid: edit.fid ?? ada.fid, username: 'ada' }),
  })
  expect(response.status).toBe(201)
}

describe('Farcaster login', () => {
  test('a channel on the relay; pending until the client approves; a user per FID, both shares on a new browser', async () => {
    const { flowId, url } = await start()
    const link = new URL(url)
    expect(`${link.origin}${link.pathname}`).toBe(`${relay.url}/~/siwf`)
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      siweUri: HOST,
      domain: '127.0.0.1:5173',
    })
    expect(link.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/)
    expect(await api('/farcaster/verify', { flowId })).toEqual({
      status: 202,
      body: { state: 'pending' },
    })

    await farcasterApprove({ url })
    const verified = await api('/farcaster/verify', { flowId })
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      user: { email: null, socialProvider: 'farcaster', username: 'ada', isNew: true },
      shares: {},
    })
    expect(verified.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The flow is used up.
    expect((await api('/farcaster/verify', { flowId })).body.error.code).toBe('flow_used')

    const { sessionToken, deviceId, user } = verified.body
    const stored = await api(
      '/wallet',
      {
        authShare: share('auth'),
        recoveryShare: share('recovery'),
        evmAddress: `0x${'cd'.repeat(20)}`,
        solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      },
      { token: sessionToken },
    )
    expect(stored.status).toBe(200)

    // The same browser: the auth share only.
    const again = await start({ deviceId })
    await farcasterApprove({ url: again.url })
    const known = await api('/farcaster/verify', { flowId: again.flowId })
    expect(known.body).toMatchObject({
      user: { id: user.id, isNew: false },
      deviceId,
      shares: { auth: share('auth') },
    })
    expect(known.body.shares.recovery).toBeUndefined()

    // Another browser: the custody signature is the factor, both shares come back.
    const fresh = await start()
    await farcasterApprove({ url: fresh.url })
    const other = await api('/farcaster/verify', { flowId: fresh.flowId })
    expect(other.body.user.id).toBe(user.id)
    expect(other.body.shares).toEqual({ auth: share('auth'), recovery: share('recovery') })

    // Another FID is another user.
    const graceFlow = await start()
    await farcasterApprove({ url: graceFlow.url, fid: grace.fid })
    const graceUser = await api('/farcaster/verify', { flowId: graceFlow.flowId })
    expect(graceUser.body.user).toMatchObject({ username: 'grace', isNew: true })
    expect(graceUser.body.user.id).not.toBe(user.id)
  })

  test.each([
    [
      'another key signed (not the custody address)',
      { key: grace.custodyKey },
      'signature_invalid',
    ],
    [
      "another FID's custody key signing for ada's FID resource",
      {
        key: grace.custodyKey,
        message: (m: string) => m.replace(ada.custodyAddress, grace.custodyAddress),
      },
      'signature_invalid',
    ],
    [
      'an unknown FID',
      { fid: 42, message: (m: string) => m.replace('fid/3001', 'fid/42') },
      'signature_invalid',
    ],
    ['the relay names another FID than the message', { fid: grace.fid }, 'siwf_invalid'],
    [
      'another nonce',
      { message: (m: string) => m.replace(/Nonce: \w+/, 'Nonce: 0123456789abcdef') },
      'siwf_invalid',
    ],
    [
      'another domain',
      { message: (m: string) => m.replace('127.0.0.1:5173', 'evil.example') },
      'siwf_invalid',
    ],
    [
      'another URI',
      {
        message: (m: string) =>
          m.replace('URI: http://127.0.0.1:5173', 'URI: https://evil.example'),
      },
      'siwf_invalid',
    ],
    [
      'another chain',
      { message: (m: string) => m.replace('Chain ID: 10', 'Chain ID: 1') },
      'siwf_invalid',
    ],
    [
      'another statement',
      { message: (m: string) => m.replace('Farcaster Auth', 'Sign in') },
      'siwf_invalid',
    ],
    [
      'expired',
      {
        message: (m: string) =>
          m.replace('\nResources:', '\nExpiration Time: 2020-01-01T00:00:00.000Z\nResources:'),
      },
      'siwf_invalid',
    ],
    [
      'issued in the future',
      {
        message: (m: string) => m.replace(/Issued At: \S+/, 'Issued At: 2999-01-01T00:00:00.000Z'),
      },
      'siwf_invalid',
    ],
    [
      'no FID resource',
      { message: (m: string) => m.replace('\nResources:\n- farcaster://fid/3001', '') },
      'siwf_invalid',
    ],
    [
      'malformed (not EIP-4361: lower-case address)',
      { message: (m: string) => m.replace(ada.custodyAddress, ada.custodyAddress.toLowerCase()) },
      'siwf_invalid',
    ],
  ] as const)('refused: %s → 401 %s', async (_, edit, code) => {
    const { flowId, url } = await start()
    await answer(url, edit)
    const refused = await api('/farcaster/verify', { flowId })
    expect(refused).toMatchObject({ status: 401, body: { error: { code } } })
    // Refused answers use the flow up: the login starts again.
    expect((await api('/farcaster/verify', { flowId })).status).toBe(409)
  })

  test('a hand-made answer that is right is accepted (the checks are not the stand-in)', async () => {
    const { flowId, url } = await start()
    await answer(url)
    expect((await api('/farcaster/verify', { flowId })).status).toBe(200)
  })

  test('a declined channel, and one that expires at the relay: 410 channel_expired', async () => {
    const declined = await start()
    await farcasterApprove({ url: declined.url, decision: 'reject' })
    expect(await api('/farcaster/verify', { flowId: declined.flowId })).toMatchObject({
      status: 410,
      body: { error: { code: 'channel_expired' } },
    })
    const frame = shortServer.frameUrl as string
    const expiring = await start({}, frame)
    await new Promise((resolve) => setTimeout(resolve, 400))
    const late = await api('/farcaster/verify', { flowId: expiring.flowId }, { frame })
    expect(late).toMatchObject({ status: 410, body: { error: { code: 'channel_expired' } } })
  })

  test('requests: origins, ids, unknown flows, another project', async () => {
    const bad = [
      [{ hostOrigin: 'http://127.0.0.1:5173/' }, 400, 'invalid_request'],
      [{ hostOrigin: 42 }, 400, 'invalid_request'],
      [{ hostOrigin: 'https://evil.example' }, 403, 'origin_not_allowed'],
      [{ hostOrigin: HOST, deviceId: 'short' }, 400, 'invalid_request'],
    ] as const
    for (const [body, status, code] of bad) {
      expect(await api('/farcaster/start', body)).toMatchObject({
        status,
        body: { error: { code } },
      })
    }
    expect((await api('/farcaster/verify', { flowId: 'x' })).status).toBe(400)
    expect(await api('/farcaster/verify', { flowId: 'A'.repeat(32) })).toMatchObject({
      status: 404,
      body: { error: { code: 'flow_not_found' } },
    })
    // A Farcaster flow is not a social one: /social/verify does not know it (nor burns it).
    const { flowId, url } = await start()
    const channelToken = new URL(url).searchParams.get('channelToken')
    for (const resultUri of [`${HOST}/?state=farcaster:${channelToken}`, HOST]) {
      expect(await api('/social/verify', { flowId, resultUri })).toMatchObject({
        status: 404,
        body: { error: { code: 'flow_not_found' } },
      })
    }
    expect(await api('/farcaster/verify', { flowId })).toMatchObject({
      status: 202,
      body: { state: 'pending' },
    })
  })

  test('limits per client: 20 starts in 10 minutes', async () => {
    const client = newClient()
    for (let i = 0; i < 20; i += 1) {
      expect((await api('/farcaster/start', { hostOrigin: HOST }, { client })).status).toBe(200)
    }
    const limited = await api('/farcaster/start', { hostOrigin: HOST }, { client })
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } })
  })

  test('no farcaster config: 400 unknown_provider; a relay that is down: 503 provider_unavailable', async () => {
    const { createFrameApp } = await import('./createFrameApp.ts')
    const headers = { 'Content-Type': 'application/json', 'X-Latch-Project': 'latch-dev-project' }
    const body = JSON.stringify({ hostOrigin: HOST })
    const none = createFrameApp({
      db,
      dir: await frameFixture(),
      keys: TEST_SHARE_KEYS,
      publicUrl: 'http://localhost:8788',
    }).app
    const answerNone = await none.request('/embedded/v1/farcaster/start', {
      method: 'POST',
      headers,
      body,
    })
    expect(answerNone.status).toBe(400)
    expect(((await answerNone.json()) as { error: { code: string } }).error.code).toBe(
      'unknown_provider',
    )
    const down = createFrameApp({
      db,
      dir: await frameFixture(),
      keys: TEST_SHARE_KEYS,
      publicUrl: 'http://localhost:8788',
      farcaster: checkFarcasterConfig({
        relayUrl: 'http://127.0.0.1:9569',
        registryUrl: 'http://127.0.0.1:9569/v1/fids',
      }),
    }).app
    const answerDown = await down.request('/embedded/v1/farcaster/start', {
      method: 'POST',
      headers,
      body,
    })
    expect(answerDown.status).toBe(503)
    expect(logged).not.toHaveBeenCalled()
  })
})

describe('the ID registry contract (custodyOf on OP Mainnet)', () => {
  test('custodyOf through JSON-RPC; the zero address is an unknown FID', async () => {
    const client = farcasterRelay(
      checkFarcasterConfig({
        relayUrl: relay.url,
        idRegistry: { rpcUrl: 'http://127.0.0.1:9568' },
      }),
    )
    expect(await client.custodyOf(ada.fid)).toBe(ada.custodyAddress)
    expect(await client.custodyOf(42)).toBeUndefined()
  })

  test('config: exactly one registry, URLs checked', () => {
    expect(() => checkFarcasterConfig({ relayUrl: relay.url })).toThrow(/exactly one/)
    expect(() =>
      checkFarcasterConfig({ relayUrl: 'ftp://x', registryUrl: 'http://127.0.0.1/v1/fids' }),
    ).toThrow(/relayUrl/)
    expect(
      checkFarcasterConfig({
        relayUrl: 'https://relay.farcaster.xyz/',
        idRegistry: { rpcUrl: 'https://mainnet.optimism.io' },
      }),
    ).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      registry: {
        kind: 'contract',
        rpcUrl: 'https://mainnet.optimism.io',
        address: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      },
    })
  })
})

/** A JSON-RPC node whose only contract is the ID registry: custodyOf(ada) → ada's address. */
async function startRegistryNode(port: number): Promise<Server> {
  const abi = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])
  const node = createServer(async (req, res) => {
    let text = ''
    for await (const chunk of req) text += chunk
    const call = JSON.parse(text) as { id: number; method: string; params: [{ data: string }] }
    let result: unknown = '0xa'
    if (call.method === 'eth_call') {
      const fid = BigInt(`0x${call.params[0].data.slice(10)}`)
      result = encodeFunctionResult({
        abi,
        functionName: 'custodyOf',
        result: fid === BigInt(ada.fid) ? ada.custodyAddress : `0x${'0'.repeat(40)}`,
      })
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }))
  })
  await new Promise<void>((resolve) => node.listen(port, '127.0.0.1', resolve))
  return node
}

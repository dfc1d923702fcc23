/**
 * The frame's Farcaster login (GET_FARCASTER_URI, CONNECT_FARCASTER) against a stand-in of the
 * server's `/embedded/v1/farcaster/*` routes (the real routes are tested on the server side
 * against the devnet's relay stand-in): what the frame sends, the polling until the client
 * answered, the wallet made then rebuilt, 'Failed to connect to farcaster' by code, the abort.
 */
import { describe, expect, test } from 'vitest'
import { parseFramePayload } from '../shared/payloads.ts'
import type { FrameRequestAction } from '../shared/protocol.ts'
import { createEmbeddedApi } from './api.ts'
import { FrameError } from './errors.ts'
import { memoryStorage } from './storage.ts'
import type { FrameUi } from './ui.ts'
import { createFrameWallet, type FrameBootConfig } from './wallet.ts'

const API = 'http://127.0.0.1:9571'
const config: FrameBootConfig = {
  projectId: 'latch-dev-project',
  hostOrigin: 'http://127.0.0.1:5173',
  allowedOrigins: ['*'],
  apiBase: API,
  chains: [
    {
      caipNetworkId: 'eip155:31337',
      name: 'Latch Devnet',
      rpcUrl: 'http://127.0.0.1:9',
      nativeSymbol: 'ETH',
      decimals: 18,
    },
  ],
}

/** The routes in memory: each flow pending for `pendingPolls` polls, then answered or failed. */
function farcasterServer(options: { pendingPolls?: number; fail?: [number, string] } = {}) {
  const flows = new Map<string, { polls: number; used: boolean }>()
  const wallets = new Map<string, { auth: string; recovery: string; evm: string; solana: string }>()
  const sessions = new Map<string, string>()
  const requests: { path: string; body: Record<string, unknown> }[] = []
  let ids = 0
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  const error = (status: number, code: string) => json(status, { error: { code, message: code } })
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/embedded/v1', '')
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    requests.push({ path, body })
    const token = ((init?.headers ?? {}) as Record<string, string>).Authorization?.slice(7)
    switch (path) {
      case '/farcaster/start': {
        const flowId = `flow-${++ids}-AAAAAAAAAAAA`
        flows.set(flowId, { polls: 0, used: false })
        return json(200, { flowId, url: `http://127.0.0.1:8794/~/siwf?channelToken=c${ids}` })
      }
      case '/farcaster/verify': {
        const flow = flows.get(String(body.flowId))
        if (!flow) return error(404, 'flow_not_found')
        if (flow.used) return error(409, 'flow_used')
        flow.polls += 1
        if (flow.polls <= (options.pendingPolls ?? 2)) return json(202, { state: 'pending' })
        flow.used = true
        if (options.fail) return error(...options.fail)
        const sessionToken = `token-${++ids}`
        sessions.set(sessionToken, 'fid-3001')
        const wallet = wallets.get('fid-3001')
        return json(200, {
          sessionToken,
          deviceId: `device-${ids}-AAAAAAAAAAAA`,
          user: {
            id: 'fid-3001',
            email: null,
            socialProvider: 'farcaster',
            username: 'ada',
            isNew: !wallet,
          },
          shares: wallet ? { auth: wallet.auth, recovery: wallet.recovery } : {},
        })
      }
      case '/wallet':
        if (!token || !sessions.has(token)) return error(401, 'invalid_session')
        wallets.set('fid-3001', {
          auth: String(body.authShare),
          recovery: String(body.recoveryShare),
          evm: String(body.evmAddress),
          solana: String(body.solanaAddress),
        })
        return json(200, {})
      case '/session': {
        const wallet = token && sessions.has(token) ? wallets.get('fid-3001') : undefined
        if (!wallet) return error(401, 'invalid_session')
        return json(200, {
          user: { id: 'fid-3001', email: null },
          addresses: { evm: wallet.evm, solana: wallet.solana },
        })
      }
    }
    return error(404, 'not_found')
  }
  return { fetch, requests }
}

const ui: FrameUi = { approve: async () => true, showRecovery: async () => {}, setTheme() {} }

function frame(server: ReturnType<typeof farcasterServer>, controller = new AbortController()) {
  const wallet = createFrameWallet({
    config,
    initialChainId: 'eip155:31337',
    storage: memoryStorage(),
    api: createEmbeddedApi({ apiBase: API, projectId: config.projectId, fetch: server.fetch }),
    ui,
    emit() {},
    farcasterPollMs: 5,
  })
  let ids = 0
  return (action: FrameRequestAction, payload: unknown = {}) =>
    wallet.dispatch(action, payload, {
      id: `req-${++ids}`,
      signal: controller.signal,
      // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
    }) as Promise<any>
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FrameError)
  const { message, code } = error as FrameError
  return { message, code }
}

describe('frame Farcaster login', () => {
  test('the payloads are empty objects', () => {
    expect(parseFramePayload('GET_FARCASTER_URI', {})).toEqual({})
    expect(parseFramePayload('CONNECT_FARCASTER', {})).toEqual({})
  })

  test("start sends the boot config's host origin; connect polls until answered; the wallet is made", async () => {
    const server = farcasterServer({ pendingPolls: 3 })
    const call = frame(server)
    const { url } = await call('GET_FARCASTER_URI')
    expect(url).toBe('http://127.0.0.1:8794/~/siwf?channelToken=c1')
    expect(server.requests[0]).toEqual({
      path: '/farcaster/start',
      body: { hostOrigin: 'http://127.0.0.1:5173' },
    })
    const user = await call('CONNECT_FARCASTER')
    expect(server.requests.filter((r) => r.path === '/farcaster/verify')).toHaveLength(4)
    expect(user).toMatchObject({ socialProvider: 'farcaster', userName: 'ada' })
    expect(await call('GET_USER')).toEqual(user)
    expect(user).not.toHaveProperty('email')
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(server.requests.map((r) => r.path)).toContain('/wallet')

    // Another browser: the same wallet from the two shares.
    const other = frame(server)
    await other('GET_FARCASTER_URI')
    expect((await other('CONNECT_FARCASTER')).accounts).toEqual(user.accounts)
  })

  test.each([
    [410, 'channel_expired'],
    [401, 'signature_invalid'],
    [401, 'siwf_invalid'],
    [503, 'provider_unavailable'],
  ] as const)(
    "a failed channel (%i %s): 'Failed to connect to farcaster', the code kept",
    async (status, code) => {
      const call = frame(farcasterServer({ fail: [status, code] }))
      await call('GET_FARCASTER_URI')
      expect(await rejection(call('CONNECT_FARCASTER'))).toEqual({
        message: 'Failed to connect to farcaster',
        code,
      })
    },
  )

  test("no login started: 'Failed to connect to farcaster' (no_login); a used flow is not polled again", async () => {
    const server = farcasterServer({ pendingPolls: 0 })
    const call = frame(server)
    expect(await rejection(call('CONNECT_FARCASTER'))).toEqual({
      message: 'Failed to connect to farcaster',
      code: 'no_login',
    })
    await call('GET_FARCASTER_URI')
    await call('CONNECT_FARCASTER')
    expect(await rejection(call('CONNECT_FARCASTER'))).toMatchObject({ code: 'no_login' })
  })

  test('the host aborts the wait (the view closed): the polling stops', async () => {
    const controller = new AbortController()
    const server = farcasterServer({ pendingPolls: 1_000_000 })
    const call = frame(server, controller)
    await call('GET_FARCASTER_URI')
    const waiting = call('CONNECT_FARCASTER')
    await new Promise((resolve) => setTimeout(resolve, 30))
    controller.abort()
    expect(await rejection(waiting)).toMatchObject({ code: 4001 })
    const polls = server.requests.length
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(server.requests.length).toBe(polls)
  })
})

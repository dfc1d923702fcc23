/**
 * The frame's social login (GET_SOCIAL_REDIRECT_URI, CONNECT_SOCIAL) against a stand-in of the
 * server's `/embedded/v1/social/*` routes as p10-contract describes them (the real routes are
 * tested on the server side, and end to end in e2e/social-login.spec.ts): what the frame sends,
 * the keys made then rebuilt on another browser, SPEC §8's texts by code, the single-use flow.
 */
import { describe, expect, test } from 'vitest'
import type { FrameRequestAction } from '../shared/protocol.ts'
import { createEmbeddedApi } from './api.ts'
import { FrameError } from './errors.ts'
import { type FrameStorage, memoryStorage } from './storage.ts'
import type { FrameUi } from './ui.ts'
import { createFrameWallet, type FrameBootConfig } from './wallet.ts'

const API = 'http://127.0.0.1:9520'
const CALLBACK = `${API}/embedded/v1/social/callback`
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

type Wallet = { auth: string; recovery: string; evm: string; solana: string }

/** The contract's social routes in memory: one user per provider subject, flows single use. */
function socialServer(options: { failStart?: string; failVerify?: string } = {}) {
  const flows = new Map<string, { state: string; provider: string; used: boolean }>()
  const wallets = new Map<string, Wallet>()
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
    const url = new URL(String(input))
    const path = url.pathname.replace('/embedded/v1', '')
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    requests.push({ path, body })
    const headers = (init?.headers ?? {}) as Record<string, string>
    const token = headers.Authorization?.slice(7)
    const userId = token ? sessions.get(token) : undefined
    switch (path) {
      case '/social/start': {
        if (options.failStart === 'provider_unavailable') return error(503, 'provider_unavailable')
        const flowId = `flow-${++ids}`
        const state = `state-${ids}`
        flows.set(flowId, { state, provider: String(body.provider), used: false })
        return json(200, {
          flowId,
          uri: `http://127.0.0.1:8793/${body.provider}/auth?state=${state}`,
        })
      }
      case '/social/verify': {
        const flow = flows.get(String(body.flowId))
        if (!flow) return error(404, 'flow_not_found')
        if (flow.used) return error(409, 'flow_used')
        flow.used = true
        const result = new URL(String(body.resultUri))
        if (result.searchParams.get('state') !== flow.state) return error(422, 'state_mismatch')
        if (result.searchParams.get('error') === 'access_denied') {
          return error(401, 'provider_rejected')
        }
        if (options.failVerify) return error(401, options.failVerify)
        const id = `${flow.provider}:${result.searchParams.get('code')}`
        const sessionToken = `token-${++ids}`
        sessions.set(sessionToken, id)
        const wallet = wallets.get(id)
        const known = body.deviceId !== undefined
        return json(200, {
          sessionToken,
          deviceId: `device-${ids}`,
          user: {
            id,
            email: null,
            socialProvider: flow.provider,
            username: 'ada0',
            isNew: !wallet,
          },
          // A browser that is not a known device gets both shares (the provider is the factor).
          shares: wallet
            ? { auth: wallet.auth, ...(known ? {} : { recovery: wallet.recovery }) }
            : {},
        })
      }
      case '/wallet':
        if (!userId) return error(401, 'invalid_session')
        wallets.set(userId, {
          auth: String(body.authShare),
          recovery: String(body.recoveryShare),
          evm: String(body.evmAddress),
          solana: String(body.solanaAddress),
        })
        return json(200, {})
      case '/session': {
        const wallet = userId ? wallets.get(userId) : undefined
        if (!userId || !wallet) return error(401, 'invalid_session')
        return json(200, {
          user: { id: userId, email: null },
          addresses: { evm: wallet.evm, solana: wallet.solana },
        })
      }
      case '/session/shares': {
        const wallet = userId ? wallets.get(userId) : undefined
        if (!wallet) return error(401, 'invalid_session')
        return json(200, { auth: wallet.auth })
      }
    }
    return error(404, 'not_found')
  }
  return { fetch, requests, flows }
}

const ui: FrameUi = {
  approve: async () => true,
  showRecovery: async () => {},
  setTheme() {},
}

function frame(server: ReturnType<typeof socialServer>, storage: FrameStorage = memoryStorage()) {
  const wallet = createFrameWallet({
    config,
    initialChainId: 'eip155:31337',
    storage,
    api: createEmbeddedApi({ apiBase: API, projectId: config.projectId, fetch: server.fetch }),
    ui,
    emit() {},
  })
  let ids = 0
  return (action: FrameRequestAction, payload: unknown = {}) =>
    wallet.dispatch(action, payload, {
      id: `req-${++ids}`,
      signal: new AbortController().signal,
      // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
    }) as Promise<any>
}

/** What the popup would post back: the callback URL with the provider's code and the state. */
function resultUri(uri: string, code = 'subject-1') {
  const state = new URL(uri).searchParams.get('state') ?? ''
  return `${CALLBACK}?code=${code}&state=${state}`
}

async function login(call: ReturnType<typeof frame>, provider = 'github', code = 'subject-1') {
  const { uri } = await call('GET_SOCIAL_REDIRECT_URI', { provider })
  return call('CONNECT_SOCIAL', { uri: resultUri(uri, code) })
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

describe('frame social login', () => {
  test("start sends the provider, the boot config's host origin, no device id on a new browser", async () => {
    const server = socialServer()
    const call = frame(server)
    const { uri } = await call('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect(uri).toMatch(/^http:\/\/127\.0\.0\.1:8793\/github\/auth\?state=/)
    expect(server.requests.at(-1)).toEqual({
      path: '/social/start',
      body: { provider: 'github', hostOrigin: 'http://127.0.0.1:5173' },
    })
  })

  test('a new user: the wallet is made, the user has the provider and username, no email', async () => {
    const server = socialServer()
    const call = frame(server)
    const user = await login(call)
    expect(user).toMatchObject({ socialProvider: 'github', userName: 'ada0' })
    expect(user).not.toHaveProperty('email')
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(server.requests.map((r) => r.path)).toContain('/wallet')
    expect(await call('GET_USER')).toEqual(user)
  })

  test('another browser rebuilds the same wallet; the known one sends its device id', async () => {
    const server = socialServer()
    const storage = memoryStorage()
    const first = await login(frame(server, storage))
    const other = await login(frame(server))
    expect(other.accounts).toEqual(first.accounts)
    await login(frame(server, storage))
    expect(server.requests.filter((r) => r.path === '/social/start').at(-1)?.body).toHaveProperty(
      'deviceId',
    )
  })

  test('a reload keeps the social user (the record holds provider and username)', async () => {
    const server = socialServer()
    const storage = memoryStorage()
    const user = await login(frame(server, storage), 'discord')
    const reloaded = frame(server, storage)
    expect(await reloaded('IS_CONNECTED')).toEqual({ isConnected: true })
    expect(await reloaded('GET_USER')).toEqual(user)
    expect(user.socialProvider).toBe('discord')
  })

  test("a result is used once: replayed, 'Session Expired'; a wrong state, 'Session Expired'", async () => {
    const server = socialServer()
    const call = frame(server)
    const { uri } = await call('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    await call('CONNECT_SOCIAL', { uri: resultUri(uri) })
    expect(await rejection(call('CONNECT_SOCIAL', { uri: resultUri(uri) }))).toEqual({
      message: 'Session Expired',
      code: 'no_login',
    })
    const next = await call('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    const forged = `${CALLBACK}?code=subject-1&state=${new URL(uri).searchParams.get('state')}`
    expect(new URL(next.uri).searchParams.get('state')).not.toBe(
      new URL(forged).searchParams.get('state'),
    )
    expect(await rejection(call('CONNECT_SOCIAL', { uri: forged }))).toEqual({
      message: 'Session Expired',
      code: 'state_mismatch',
    })
  })

  test("the visitor's Deny: 'Connection rejected'", async () => {
    const call = frame(socialServer())
    const { uri } = await call('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const state = new URL(uri).searchParams.get('state')
    expect(
      await rejection(
        call('CONNECT_SOCIAL', { uri: `${CALLBACK}?error=access_denied&state=${state}` }),
      ),
    ).toEqual({ message: 'Connection rejected', code: 'provider_rejected' })
  })

  test("SPEC §8 texts: provider down 'Failed to initiate social connection', early token 'JWT validation error'", async () => {
    expect(
      await rejection(
        frame(socialServer({ failStart: 'provider_unavailable' }))('GET_SOCIAL_REDIRECT_URI', {
          provider: 'x',
        }),
      ),
    ).toEqual({ message: 'Failed to initiate social connection', code: 'provider_unavailable' })
    expect(
      await rejection(login(frame(socialServer({ failVerify: 'jwt_not_yet_valid' })))),
    ).toEqual({ message: 'JWT validation error', code: 'jwt_not_yet_valid' })
  })

  test("CONNECT_SOCIAL without a flow started: 'Session Expired', nothing sent", async () => {
    const server = socialServer()
    const call = frame(server)
    expect(await rejection(call('CONNECT_SOCIAL', { uri: `${CALLBACK}?code=a&state=b` }))).toEqual({
      message: 'Session Expired',
      code: 'no_login',
    })
    expect(server.requests).toEqual([])
  })
})

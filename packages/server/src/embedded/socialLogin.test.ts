import { createServer, type Server } from 'node:http'
import { type IdentityProvider, startIdentityProvider } from '@latch/devnet'
import { idpLogin } from '@latch/devnet/testing'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type RunningServer, startServer } from '../app/startServer.ts'
import type { Db } from '../db/db.ts'
import { frameFixture, TEST_SHARE_KEYS } from '../testing/embedded.ts'
import { useTestDb } from '../testing/testDb.ts'
import { SOCIAL_CALLBACK_SCRIPT } from './socialCallbackPage.ts'
import { checkSocialConfig } from './socialConfig.ts'
import { socialProviders } from './socialProvider.ts'

// Ports of this file (helper range 9500–9519): 9510 the frame listener, 9511 the devnet's
// identity provider, 9512 a hand-made provider signing whatever ID token a test asks for,
// 9513 nothing (a provider whose discovery is down).
const FRAME = 'http://127.0.0.1:9510'
const CALLBACK = `${FRAME}/embedded/v1/social/callback`
const HOST = 'http://127.0.0.1:5173'
const FAKE = 'http://127.0.0.1:9512'

let db: Db
let idp: IdentityProvider
let fake: Server
let server: RunningServer
const logged = vi.fn()
let fakeToken: (nonce: string) => Promise<string>
const fakeKeys = await generateKeyPair('RS256')
const otherKeys = await generateKeyPair('RS256')

beforeAll(async () => {
  db = await useTestDb()
  idp = await startIdentityProvider({ port: 9511, redirectUris: [CALLBACK] })
  fake = await startFakeProvider()
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation(logged)
  }
  const devnet = idp.serverConfig.providers
  const github = idp.issuers.github
  const social = checkSocialConfig({
    providers: {
      google: devnet.google,
      github: devnet.github,
      // oauth2 mode (as real GitHub, X, Discord): explicit endpoints, identity from userinfo.
      x: {
        kind: 'oauth2',
        clientId: devnet.github.clientId,
        clientSecret: devnet.github.clientSecret,
        authorizationEndpoint: `${github}/auth`,
        tokenEndpoint: `${github}/token`,
        userinfoEndpoint: `${github}/me`,
        scopes: ['openid', 'profile', 'email'],
        subjectClaim: 'sub',
        usernameClaim: 'preferred_username',
        emailClaim: 'email',
      },
      apple: { issuer: FAKE, clientId: 'fake-client', clientSecret: 'fake-secret-value' },
      facebook: { issuer: 'http://127.0.0.1:9513', clientId: 'fb', clientSecret: 'fb-secret' },
    },
  })
  server = await startServer({
    port: 0,
    db,
    relay: false,
    trustProxy: 1,
    frame: { port: 9510, host: '127.0.0.1', dir: await frameFixture() },
    embeddedWallet: { ...TEST_SHARE_KEYS_CONFIG },
    social,
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await idp?.stop()
  await new Promise((resolve) => fake?.close(resolve))
  vi.restoreAllMocks()
})

const TEST_SHARE_KEYS_CONFIG = {
  shareKey: TEST_SHARE_KEYS.auth.toString('base64'),
  recoveryKey: TEST_SHARE_KEYS.recovery.toString('base64'),
}

let clientCount = 0
/** A client address of its own (the per-client limits), through the trusted proxy header. */
function newClient(): string {
  clientCount += 1
  return `198.51.100.${clientCount}`
}

async function api(path: string, body: unknown, options: { client?: string; token?: string } = {}) {
  const response = await fetch(`${FRAME}/embedded/v1${path}`, {
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

/** `/social/start`, the provider's pages (a test user, Allow or Deny), back with the result URI. */
async function login(
  provider: string,
  options: { user?: string; decision?: 'allow' | 'deny'; deviceId?: string } = {},
) {
  const started = await api('/social/start', {
    provider,
    hostOrigin: HOST,
    ...(options.deviceId && { deviceId: options.deviceId }),
  })
  expect(started.status).toBe(200)
  const resultUri = await idpLogin({
    authorizeUrl: started.body.uri,
    user: options.user ?? 'ada',
    decision: options.decision ?? 'allow',
  })
  return { flowId: started.body.flowId as string, uri: started.body.uri as string, resultUri }
}

const share = (text: string) => Buffer.from(text).toString('base64')

describe('social login against the devnet identity provider', () => {
  test('the project config offers the configured providers only (no discord, no farcaster here)', async () => {
    const response = await fetch(`${server.url}/appkit/v1/config?projectId=latch-dev-project`)
    const { features } = (await response.json()) as { features: { id: string; config: unknown }[] }
    expect(features.find((f) => f.id === 'socials')?.config).toEqual([
      'google',
      'x',
      'apple',
      'github',
      'facebook',
    ])
  })

  test('a new user, then the same user on its device (auth share) and on a new one (both shares)', async () => {
    const first = await login('google', { user: 'ada' })
    const uri = new URL(first.uri)
    expect(`${uri.origin}${uri.pathname}`).toBe(`${idp.issuers.google}/auth`)
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'latch-devnet-google',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(uri.searchParams.get(name)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    }
    expect(first.uri).not.toContain(idp.serverConfig.providers.google.clientSecret)
    expect(first.resultUri.startsWith(`${CALLBACK}?`)).toBe(true)

    const verified = await api('/social/verify', {
      flowId: first.flowId,
      resultUri: first.resultUri,
    })
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      user: {
        email: 'ada.lovelace@example.org',
        socialProvider: 'google',
        username: 'ada_lovelace',
        isNew: true,
      },
      shares: {},
    })
    const { sessionToken, deviceId, user } = verified.body
    const stored = await api(
      '/wallet',
      {
        authShare: share('auth'),
        recoveryShare: share('recovery'),
        evmAddress: `0x${'ab'.repeat(20)}`,
        solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      },
      { token: sessionToken },
    )
    expect(stored.status).toBe(200)

    // The same browser (its device id): the auth share only.
    const again = await login('google', { user: 'ada', deviceId })
    const known = await api('/social/verify', { flowId: again.flowId, resultUri: again.resultUri })
    expect(known.status).toBe(200)
    expect(known.body.user).toMatchObject({ id: user.id, isNew: false })
    expect(known.body.deviceId).toBe(deviceId)
    expect(known.body.shares).toEqual({ auth: share('auth') })

    // Another browser: the provider's login is the factor, both shares come back.
    const fresh = await login('google', { user: 'ada' })
    const unknown = await api('/social/verify', {
      flowId: fresh.flowId,
      resultUri: fresh.resultUri,
    })
    expect(unknown.status).toBe(200)
    expect(unknown.body.user.id).toBe(user.id)
    expect(unknown.body.deviceId).not.toBe(deviceId)
    expect(unknown.body.shares).toEqual({ auth: share('auth'), recovery: share('recovery') })
    const session = await api('/session', undefined, { token: unknown.body.sessionToken })
    expect(session.body).toMatchObject({
      user: { id: user.id, email: null },
      addresses: { evm: `0x${'ab'.repeat(20)}` },
    })

    // Another person, and the same person at another provider, are other users.
    const grace = await login('google', { user: 'grace' })
    const graceUser = await api('/social/verify', {
      flowId: grace.flowId,
      resultUri: grace.resultUri,
    })
    expect(graceUser.body.user.id).not.toBe(user.id)
    const atGithub = await login('github', { user: 'ada' })
    const githubUser = await api('/social/verify', {
      flowId: atGithub.flowId,
      resultUri: atGithub.resultUri,
    })
    expect(githubUser.body.user).toMatchObject({
      socialProvider: 'github',
      username: 'ada-lovelace',
    })
    expect(githubUser.body.user.id).not.toBe(user.id)
  })

  test('the callback page hands the result to its opener, to the host origin only, and consumes nothing', async () => {
    const flow = await login('google')
    const page = await fetch(flow.resultUri)
    expect(page.status).toBe(200)
    const csp = page.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain("unsafe-inline'; script")
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer')
    const html = await page.text()
    expect(html).toContain(`{"targetOrigin":"${HOST}"}`)
    expect(html).toContain('<script src="/embedded/v1/social/callback.js"></script>')
    expect(html).toContain('You can close this window.')
    const script = await fetch(`${FRAME}/embedded/v1/social/callback.js`)
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toBe(SOCIAL_CALLBACK_SCRIPT)
    expect(SOCIAL_CALLBACK_SCRIPT).toContain(
      "type: 'latch:social-result', resultUri: location.href",
    )
    expect(SOCIAL_CALLBACK_SCRIPT).not.toMatch(/['"]\*['"]/)

    // Opening the page consumed nothing: the flow still verifies.
    const verified = await api('/social/verify', { flowId: flow.flowId, resultUri: flow.resultUri })
    expect(verified.status).toBe(200)
    // Once used, or for a state nobody started: no host origin, only the text.
    for (const url of [flow.resultUri, `${CALLBACK}?code=x&state=nobody`, CALLBACK]) {
      const text = await (await fetch(url)).text()
      expect(text).toContain('You can close this window.')
      expect(text).not.toContain('latch-social-result')
    }
  })

  test('a replayed answer: 409 flow_used', async () => {
    const flow = await login('github', { user: 'alan' })
    const body = { flowId: flow.flowId, resultUri: flow.resultUri }
    const [a, b] = await Promise.all([api('/social/verify', body), api('/social/verify', body)])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const replay = await api('/social/verify', body)
    expect(replay).toMatchObject({ status: 409, body: { error: { code: 'flow_used' } } })
  })

  test("a wrong state: 422 state_mismatch, and the flow still works with the provider's answer", async () => {
    const flow = await login('google')
    const forged = new URL(flow.resultUri)
    forged.searchParams.set('state', 'A'.repeat(43))
    const refused = await api('/social/verify', { flowId: flow.flowId, resultUri: forged.href })
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'state_mismatch' } } })
    const noState = new URL(flow.resultUri)
    noState.searchParams.delete('state')
    expect(
      (await api('/social/verify', { flowId: flow.flowId, resultUri: noState.href })).status,
    ).toBe(422)
    // Another flow's answer is a wrong state too.
    const other = await login('google')
    expect(
      (await api('/social/verify', { flowId: flow.flowId, resultUri: other.resultUri })).status,
    ).toBe(422)
    expect(
      (await api('/social/verify', { flowId: flow.flowId, resultUri: flow.resultUri })).status,
    ).toBe(200)
  })

  test('a forged or changed result URI is refused', async () => {
    const flow = await login('google')
    const query = new URL(flow.resultUri).search
    for (const resultUri of [
      `http://evil.example/embedded/v1/social/callback${query}`,
      `${FRAME}/embedded/v1/social/other${query}`,
      `http://localhost:9510/embedded/v1/social/callback${query}`,
      `${flow.resultUri}#x`,
      'not a url',
      'x'.repeat(5000),
    ]) {
      const refused = await api('/social/verify', { flowId: flow.flowId, resultUri })
      expect(refused, resultUri.slice(0, 80)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid_request' } },
      })
    }
    // The right state with another code: the flow is spent, the provider refuses the code.
    const changed = new URL(flow.resultUri)
    changed.searchParams.set('code', 'forged-code')
    const exchange = await api('/social/verify', { flowId: flow.flowId, resultUri: changed.href })
    expect(exchange).toMatchObject({
      status: 502,
      body: { error: { code: 'token_exchange_failed' } },
    })
    expect(
      (await api('/social/verify', { flowId: flow.flowId, resultUri: flow.resultUri })).status,
    ).toBe(409)
  })

  test('Deny at the provider: 401 provider_rejected', async () => {
    const flow = await login('github', { decision: 'deny' })
    expect(new URL(flow.resultUri).searchParams.get('error')).toBe('access_denied')
    const refused = await api('/social/verify', { flowId: flow.flowId, resultUri: flow.resultUri })
    expect(refused).toMatchObject({ status: 401, body: { error: { code: 'provider_rejected' } } })
  })

  test('oauth2 mode: the identity from userinfo', async () => {
    const flow = await login('x', { user: 'grace' })
    expect(new URL(flow.uri).searchParams.has('nonce')).toBe(false)
    const verified = await api('/social/verify', { flowId: flow.flowId, resultUri: flow.resultUri })
    expect(verified.status).toBe(200)
    expect(verified.body.user).toMatchObject({
      socialProvider: 'x',
      username: 'gracehopper',
      email: 'grace.hopper@example.org',
      isNew: true,
    })
  })

  test('unknown or unconfigured provider: 400; discovery down: 503; an origin not allowed: 403', async () => {
    for (const provider of ['farcaster', 'discord', '__proto__', 'toString', 42, undefined]) {
      const refused = await api('/social/start', { provider, hostOrigin: HOST })
      expect(refused, String(provider)).toMatchObject({
        status: 400,
        body: { error: { code: 'unknown_provider' } },
      })
    }
    const down = await api('/social/start', { provider: 'facebook', hostOrigin: HOST })
    expect(down).toMatchObject({ status: 503, body: { error: { code: 'provider_unavailable' } } })
    const elsewhere = await api('/social/start', {
      provider: 'google',
      hostOrigin: 'https://evil.example',
    })
    expect(elsewhere).toMatchObject({
      status: 403,
      body: { error: { code: 'origin_not_allowed' } },
    })
    for (const hostOrigin of [`${HOST}/path`, '*', 'null', 7]) {
      const bad = await api('/social/start', { provider: 'google', hostOrigin })
      expect(bad.status, String(hostOrigin)).toBe(400)
    }
    const unknownFlow = await api('/social/verify', {
      flowId: 'A'.repeat(32),
      resultUri: `${CALLBACK}?code=x&state=y`,
    })
    expect(unknownFlow).toMatchObject({ status: 404, body: { error: { code: 'flow_not_found' } } })
  })

  test('per client: 20 starts and 60 verifications in 10 minutes', async () => {
    const client = newClient()
    const starts = []
    for (let i = 0; i < 21; i++) {
      starts.push(
        (await api('/social/start', { provider: 'google', hostOrigin: HOST }, { client })).status,
      )
    }
    expect(starts.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(starts[20]).toBe(429)
    const verifies = []
    for (let i = 0; i < 61; i++) {
      const answer = await api(
        '/social/verify',
        { flowId: 'A'.repeat(32), resultUri: CALLBACK },
        { client },
      )
      verifies.push(answer.status)
    }
    expect(verifies.slice(0, 60).every((status) => status === 404)).toBe(true)
    expect(verifies[60]).toBe(429)
  })
})

describe('ID token checks (a provider signing what the test asks for)', () => {
  /** Starts an apple flow; the fake provider answers its code with `claims(nonce)`. */
  async function verifyWith(claims: (nonce: string) => JWTPayload, key = fakeKeys.privateKey) {
    const started = await api('/social/start', { provider: 'apple', hostOrigin: HOST })
    expect(started.status).toBe(200)
    const uri = new URL(started.body.uri)
    fakeToken = (nonce) =>
      new SignJWT(claims(nonce)).setProtectedHeader({ alg: 'RS256', kid: 'fake' }).sign(key)
    const state = uri.searchParams.get('state') as string
    const resultUri = `${CALLBACK}?code=fake-code&state=${state}`
    expect(uri.searchParams.get('nonce')).toBeTruthy()
    pendingNonce = uri.searchParams.get('nonce') as string
    return api('/social/verify', { flowId: started.body.flowId, resultUri })
  }

  const nowS = () => Math.floor(Date.now() / 1000)
  const valid = (nonce: string): JWTPayload => ({
    iss: FAKE,
    aud: 'fake-client',
    sub: 'apple-subject-1',
    nonce,
    iat: nowS(),
    exp: nowS() + 600,
    email: 'ada@privaterelay.example',
  })

  test('a valid token (nbf and iat within the 60 s skew) logs in', async () => {
    const answer = await verifyWith((nonce) => ({
      ...valid(nonce),
      nbf: nowS() + 30,
      iat: nowS() + 30,
    }))
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({
      socialProvider: 'apple',
      email: 'ada@privaterelay.example',
    })
  })

  test.each([
    ['a wrong nonce', (nonce: string) => ({ ...valid(nonce), nonce: `${nonce}x` })],
    ['no nonce', (nonce: string) => ({ ...valid(nonce), nonce: undefined })],
    ['a wrong audience', (nonce: string) => ({ ...valid(nonce), aud: 'another-client' })],
    [
      'a wrong issuer',
      (nonce: string) => ({ ...valid(nonce), iss: 'http://127.0.0.1:9511/google' }),
    ],
    [
      'an expired token',
      (nonce: string) => ({ ...valid(nonce), iat: nowS() - 7200, exp: nowS() - 3600 }),
    ],
    ['no subject', (nonce: string) => ({ ...valid(nonce), sub: undefined })],
  ])('%s: 401 id_token_invalid', async (_, claims) => {
    const answer = await verifyWith(claims)
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'id_token_invalid' } } })
  })

  test('signed by a key not in the JWKS: 401 id_token_invalid', async () => {
    const answer = await verifyWith(valid, otherKeys.privateKey)
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'id_token_invalid' } } })
  })

  test.each([
    ['nbf', (nonce: string) => ({ ...valid(nonce), nbf: nowS() + 300 })],
    ['iat', (nonce: string) => ({ ...valid(nonce), iat: nowS() + 300 })],
  ])('%s five minutes ahead: 401 jwt_not_yet_valid', async (_, claims) => {
    const answer = await verifyWith(claims)
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'jwt_not_yet_valid' } } })
  })

  test('nothing was logged, and no secret in any answer', () => {
    const text = JSON.stringify(logged.mock.calls)
    expect(
      logged.mock.calls.filter((call) => !String(call[0]).startsWith('oidc-provider')),
    ).toEqual([])
    for (const provider of Object.values(idp.serverConfig.providers)) {
      expect(text).not.toContain(provider.clientSecret)
    }
  })
})

describe('discovery', () => {
  const base = { clientId: 'c', clientSecret: 'fake-secret-value' }

  test('discoveryUrl names where the document is; the issuer must be the one configured', async () => {
    const providers = socialProviders(Date.now)
    const { providers: config } = checkSocialConfig({
      providers: {
        facebook: { ...base, issuer: FAKE, discoveryUrl: `${FAKE}/elsewhere/discovery/` },
        google: { ...base, issuer: `${FAKE}/mismatch` },
        apple: { ...base, issuer: `${FAKE}/nothing-here` },
      },
    })
    expect(await providers.endpoints(config.facebook!)).toMatchObject({
      authorizationEndpoint: `${FAKE}/auth2`,
      issuer: FAKE,
      jwksUri: `${FAKE}/jwks`,
    })
    for (const provider of [config.google!, config.apple!]) {
      await expect(providers.endpoints(provider)).rejects.toMatchObject({
        status: 503,
        code: 'provider_unavailable',
      })
    }
  })
})

let pendingNonce = ''

/** A provider: discovery, JWKS (fakeKeys only) and a token endpoint answering with fakeToken. */
async function startFakeProvider(): Promise<Server> {
  const jwk = { ...(await exportJWK(fakeKeys.publicKey)), kid: 'fake', alg: 'RS256', use: 'sig' }
  const httpServer = createServer((req, res) => {
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(value))
    }
    if (req.url === '/.well-known/openid-configuration') {
      send(200, {
        issuer: FAKE,
        authorization_endpoint: `${FAKE}/auth`,
        token_endpoint: `${FAKE}/token`,
        jwks_uri: `${FAKE}/jwks`,
      })
      return
    }
    if (req.url === '/elsewhere/discovery/') {
      send(200, {
        issuer: FAKE,
        authorization_endpoint: `${FAKE}/auth2`,
        token_endpoint: `${FAKE}/token`,
        jwks_uri: `${FAKE}/jwks`,
      })
      return
    }
    if (req.url === '/mismatch/.well-known/openid-configuration') {
      send(200, {
        issuer: FAKE,
        authorization_endpoint: `${FAKE}/auth`,
        token_endpoint: `${FAKE}/token`,
        jwks_uri: `${FAKE}/jwks`,
      })
      return
    }
    if (req.url === '/jwks') {
      send(200, { keys: [jwk] })
      return
    }
    if (req.url === '/token' && req.method === 'POST') {
      let body = ''
      req.on('data', (chunk: Buffer) => {
        body += chunk
      })
      req.on('end', async () => {
        const form = new URLSearchParams(body)
        const basic = `Basic ${Buffer.from('fake-client:fake-secret-value').toString('base64')}`
        if (
          req.headers.authorization !== basic ||
          form.get('code') !== 'fake-code' ||
          !/^[A-Za-z0-9_-]{43}$/.test(form.get('code_verifier') ?? '') ||
          form.get('redirect_uri') !== CALLBACK
        ) {
          send(400, { error: 'invalid_grant' })
          return
        }
        send(200, {
          access_token: 'at',
          token_type: 'Bearer',
          id_token: await fakeToken(pendingNonce),
        })
      })
      return
    }
    send(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => httpServer.listen(9512, '127.0.0.1', resolve))
  return httpServer
}

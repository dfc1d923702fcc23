import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { idpLogin } from '../testing/idpLogin.ts'
import { IDP_PROVIDERS } from './constants.ts'
import { type IdentityProvider, startIdentityProvider } from './startIdentityProvider.ts'

// Ports of this file: 9500 (the provider). The redirect URI is never served: the flow stops there.
const REDIRECT_URI = 'http://localhost:9501/embedded/v1/social/callback'
let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({ port: 9500, redirectUris: [REDIRECT_URI] })
})
afterAll(() => idp?.stop())

type Discovery = {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
  userinfo_endpoint: string
  code_challenge_methods_supported: string[]
}

async function discover(provider: string): Promise<Discovery> {
  const response = await fetch(
    `${idp.issuers[provider as 'github']}/.well-known/openid-configuration`,
  )
  expect(response.status).toBe(200)
  return (await response.json()) as Discovery
}

function authorizeUrl(discovery: Discovery, provider: string, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url')
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: idp.serverConfig.providers[provider as 'github'].clientId,
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state: randomBytes(32).toString('base64url'),
    nonce: randomBytes(32).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  })
  return { url: `${discovery.authorization_endpoint}?${params}`, params, verifier }
}

async function exchange(provider: string, discovery: Discovery, code: string, verifier: string) {
  const { clientId, clientSecret } = idp.serverConfig.providers[provider as 'github']
  return fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }),
  })
}

describe('startIdentityProvider', () => {
  test('one issuer per provider, each with a client and a random secret, on the given port', () => {
    expect(idp.url).toBe('http://127.0.0.1:9500')
    expect(Object.keys(idp.serverConfig.providers)).toEqual([...IDP_PROVIDERS])
    const secrets = new Set(Object.values(idp.serverConfig.providers).map((p) => p.clientSecret))
    expect(secrets.size).toBe(IDP_PROVIDERS.length)
    expect(idp.serverConfig.providers.github).toMatchObject({
      issuer: 'http://127.0.0.1:9500/github',
      clientId: 'latch-devnet-github',
      kind: 'oidc',
      scopes: ['openid', 'email', 'profile'],
    })
  })

  test('discovery names the issuer, its endpoints under it, and S256', async () => {
    const discovery = await discover('google')
    expect(discovery.issuer).toBe('http://127.0.0.1:9500/google')
    for (const endpoint of [
      discovery.authorization_endpoint,
      discovery.token_endpoint,
      discovery.jwks_uri,
      discovery.userinfo_endpoint,
    ]) {
      expect(endpoint.startsWith('http://127.0.0.1:9500/google/')).toBe(true)
    }
    expect(discovery.code_challenge_methods_supported).toEqual(['S256'])
  })

  test('authorization code + PKCE: login page, consent, token, ID token against the JWKS, userinfo', async () => {
    const discovery = await discover('github')
    const { url, params } = authorizeUrl(discovery, 'github')
    const resultUri = new URL(await idpLogin({ authorizeUrl: url, user: 'grace' }))
    expect(`${resultUri.origin}${resultUri.pathname}`).toBe(REDIRECT_URI)
    expect(resultUri.searchParams.get('state')).toBe(params.get('state'))
    const code = resultUri.searchParams.get('code') as string
    expect(code).toBeTruthy()

    // Without the verifier, or with another one, the code is refused.
    const wrong = await exchange('github', discovery, code, randomBytes(32).toString('base64url'))
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant')

    // The code was burnt by the wrong try (single use): a fresh flow for the happy exchange.
    const second = authorizeUrl(discovery, 'github')
    const again = new URL(await idpLogin({ authorizeUrl: second.url, user: 'grace' }))
    const tokens = await exchange(
      'github',
      discovery,
      again.searchParams.get('code') as string,
      second.verifier,
    )
    expect(tokens.status).toBe(200)
    const { id_token, access_token } = (await tokens.json()) as {
      id_token: string
      access_token: string
    }
    const { payload, protectedHeader } = await jwtVerify(
      id_token,
      createRemoteJWKSet(new URL(discovery.jwks_uri)),
      {
        issuer: 'http://127.0.0.1:9500/github',
        audience: 'latch-devnet-github',
      },
    )
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload).toMatchObject({
      sub: 'grace-github',
      nonce: second.params.get('nonce'),
      email: 'grace.hopper@example.org',
      name: 'Grace Hopper',
      preferred_username: 'gracehopper',
    })

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(await userinfo.json()).toMatchObject({
      sub: 'grace-github',
      email: 'grace.hopper@example.org',
      preferred_username: 'gracehopper',
    })
  })

  test("discord: Grace's username ends in 0", async () => {
    const discovery = await discover('discord')
    const { url, verifier } = authorizeUrl(discovery, 'discord')
    const resultUri = new URL(await idpLogin({ authorizeUrl: url, user: 'grace' }))
    const tokens = await exchange(
      'discord',
      discovery,
      resultUri.searchParams.get('code') as string,
      verifier,
    )
    const { id_token } = (await tokens.json()) as { id_token: string }
    const { payload } = await jwtVerify(id_token, createRemoteJWKSet(new URL(discovery.jwks_uri)))
    expect(payload.preferred_username).toBe('gracehopper0')
  })

  test('a browser that logged in before sees the login page and the consent step again', async () => {
    const discovery = await discover('google')
    const cookies = new Map<string, string>()
    const first = authorizeUrl(discovery, 'google')
    await idpLogin({ authorizeUrl: first.url, user: 'ada', cookies })
    expect(cookies.size).toBeGreaterThan(0)
    const second = authorizeUrl(discovery, 'google')
    const resultUri = new URL(await idpLogin({ authorizeUrl: second.url, user: 'alan', cookies }))
    const tokens = await exchange(
      'google',
      discovery,
      resultUri.searchParams.get('code') as string,
      second.verifier,
    )
    const { id_token } = (await tokens.json()) as { id_token: string }
    const { payload } = await jwtVerify(id_token, createRemoteJWKSet(new URL(discovery.jwks_uri)))
    expect(payload.sub).toBe('alan-google')
    // Deny after an earlier Allow: the earlier grant is not reused.
    const third = authorizeUrl(discovery, 'google')
    const denied = new URL(await idpLogin({ authorizeUrl: third.url, decision: 'deny', cookies }))
    expect(denied.searchParams.get('error')).toBe('access_denied')
  })

  test('Deny on the consent page: error=access_denied with the state, to the redirect URI', async () => {
    const discovery = await discover('google')
    const { url, params } = authorizeUrl(discovery, 'google')
    const resultUri = new URL(await idpLogin({ authorizeUrl: url, decision: 'deny' }))
    expect(`${resultUri.origin}${resultUri.pathname}`).toBe(REDIRECT_URI)
    expect(resultUri.searchParams.get('error')).toBe('access_denied')
    expect(resultUri.searchParams.get('state')).toBe(params.get('state'))
    expect(resultUri.searchParams.has('code')).toBe(false)
  })

  test('PKCE is required, and a redirect URI not registered is refused on its own page', async () => {
    const discovery = await discover('apple')
    const { url } = authorizeUrl(discovery, 'apple')
    const noPkce = new URL(url)
    noPkce.searchParams.delete('code_challenge')
    noPkce.searchParams.delete('code_challenge_method')
    const refused = new URL(await idpLogin({ authorizeUrl: noPkce.href }))
    expect(refused.searchParams.get('error')).toBe('invalid_request')

    const elsewhere = new URL(url)
    elsewhere.searchParams.set('redirect_uri', 'http://evil.example/callback')
    const page = await fetch(elsewhere, { redirect: 'manual' })
    expect(page.status).toBe(400)
    expect(page.headers.get('location')).toBeNull()
    expect(await page.text()).toContain('redirect_uri')
  })

  test('a second start on the same port is refused; another start has new secrets', async () => {
    await expect(startIdentityProvider({ port: 9500 })).rejects.toThrow(/9500/)
    const other = await startIdentityProvider({ port: 9502 })
    try {
      expect(other.serverConfig.providers.x.clientSecret).not.toBe(
        idp.serverConfig.providers.x.clientSecret,
      )
      const index = await fetch(other.url)
      expect(await index.text()).toContain('Ada Lovelace')
    } finally {
      await other.stop()
    }
  })
})

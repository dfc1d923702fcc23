import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetServerConfig, type IdentityProvider, startIdentityProvider } from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { checkSocialConfig } from './socialConfig.ts'

// Port of this file: 9514 (the devnet's identity provider, for its server config).
let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({ port: 9514 })
})
afterAll(() => idp?.stop())

const SECRET = 'very-secret-client-secret'

describe('the social config section', () => {
  test("the devnet's server config loads as written: six oidc providers", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
    const file = devnetServerConfig({ chains: [], social: idp.serverConfig })
    await writeFile(join(dir, 'server.json'), JSON.stringify(file))
    const config = await loadConfig({ env: {}, configPath: 'server.json', cwd: dir })
    expect(Object.keys(config.social?.providers ?? {})).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(config.social?.providers.discord).toEqual({
      kind: 'oidc',
      issuer: 'http://127.0.0.1:9514/discord',
      clientId: 'latch-devnet-discord',
      clientSecret: idp.serverConfig.providers.discord.clientSecret,
      scopes: ['openid', 'email', 'profile'],
      tokenAuthMethod: 'client_secret_basic',
      authorizationEndpoint: undefined,
      tokenEndpoint: undefined,
      userinfoEndpoint: undefined,
      subjectClaim: 'sub',
      usernameClaim: 'preferred_username',
      emailClaim: 'email',
    })
    expect((await loadConfig({ env: {} })).social).toBeUndefined()
  })

  test('oauth2 defaults: subject `id`, no scopes, endpoints required', () => {
    const { providers } = checkSocialConfig({
      providers: {
        github: {
          kind: 'oauth2',
          clientId: 'Iv1.abc',
          clientSecret: SECRET,
          authorizationEndpoint: 'https://github.com/login/oauth/authorize',
          tokenEndpoint: 'https://github.com/login/oauth/access_token',
          userinfoEndpoint: 'https://api.github.com/user',
          usernameClaim: 'login',
          tokenAuthMethod: 'client_secret_post',
        },
        x: {
          kind: 'oauth2',
          clientId: 'x-client',
          clientSecret: SECRET,
          authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
          tokenEndpoint: 'https://api.x.com/2/oauth2/token',
          userinfoEndpoint: 'https://api.x.com/2/users/me',
          scopes: ['users.read', 'tweet.read'],
          subjectClaim: 'data.id',
          usernameClaim: 'data.username',
        },
      },
    })
    expect(providers.github).toMatchObject({
      scopes: [],
      subjectClaim: 'id',
      usernameClaim: 'login',
      emailClaim: undefined,
      tokenAuthMethod: 'client_secret_post',
    })
    expect(providers.x).toMatchObject({ subjectClaim: 'data.id', usernameClaim: 'data.username' })
  })

  test.each([
    ['not an object', [], 'social must be an object'],
    [
      'an unknown provider',
      { providers: { farcaster: {} } },
      'social.providers.farcaster: unknown provider',
    ],
    ['a prototype key', { providers: JSON.parse('{"__proto__": {}}') }, 'unknown provider'],
    [
      'no client id',
      { providers: { google: { issuer: 'https://accounts.google.com', clientSecret: SECRET } } },
      'social.providers.google.clientId',
    ],
    [
      'no secret',
      { providers: { google: { issuer: 'https://accounts.google.com', clientId: 'c' } } },
      'social.providers.google.clientSecret',
    ],
    [
      'oidc without issuer',
      { providers: { google: { clientId: 'c', clientSecret: SECRET } } },
      'social.providers.google.issuer is required',
    ],
    [
      'a bad issuer',
      { providers: { google: { issuer: 'javascript:1', clientId: 'c', clientSecret: SECRET } } },
      'issuer must be an http(s) URL',
    ],
    [
      'oauth2 without endpoints',
      { providers: { discord: { kind: 'oauth2', clientId: 'c', clientSecret: SECRET } } },
      'authorizationEndpoint is required',
    ],
    [
      'a bad kind',
      { providers: { apple: { kind: 'saml', clientId: 'c', clientSecret: SECRET } } },
      "kind must be 'oidc' or 'oauth2'",
    ],
    [
      'bad scopes',
      {
        providers: {
          google: {
            issuer: 'https://accounts.google.com',
            clientId: 'c',
            clientSecret: SECRET,
            scopes: 'openid',
          },
        },
      },
      'scopes must be a list',
    ],
    [
      'a bad claim path',
      {
        providers: {
          google: {
            issuer: 'https://accounts.google.com',
            clientId: 'c',
            clientSecret: SECRET,
            usernameClaim: 'a..b',
          },
        },
      },
      'usernameClaim',
    ],
    [
      'a bad auth method',
      {
        providers: {
          google: {
            issuer: 'https://accounts.google.com',
            clientId: 'c',
            clientSecret: SECRET,
            tokenAuthMethod: 'private_key_jwt',
          },
        },
      },
      'tokenAuthMethod',
    ],
  ])('%s is refused at start, naming the setting but never the secret', (_, file, message) => {
    expect(() => checkSocialConfig(file)).toThrow(message)
    try {
      checkSocialConfig(file)
    } catch (error) {
      expect((error as Error).message).not.toContain(SECRET)
    }
  })
})

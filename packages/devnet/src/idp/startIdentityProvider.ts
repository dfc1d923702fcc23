import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type {
  Account,
  CheckContext,
  interactionPolicy as InteractionPolicyModule,
  default as Provider,
} from 'oidc-provider'

type InteractionPolicy = typeof InteractionPolicyModule

import { DEVNET_HOST } from '../constants/chains.ts'
import { DevnetPortInUseError } from '../errors.ts'
import {
  IDP_DEFAULT_REDIRECT_URI,
  IDP_PORT,
  IDP_PROVIDERS,
  IDP_TEST_USERS,
  type IdpProviderId,
  idpSubject,
  idpUsername,
} from './constants.ts'
import { MemoryAdapter } from './memoryAdapter.ts'
import { consentPage, errorPage, indexPage, loginPage } from './pages.ts'

/** One provider entry of the Latch server config's `social.providers`. */
export type DevnetSocialProvider = {
  issuer: string
  clientId: string
  clientSecret: string
  kind: 'oidc'
  scopes: string[]
}

/** The `social` section of the Latch server's config file. */
export type DevnetServerSocial = {
  providers: Record<IdpProviderId, DevnetSocialProvider>
}

export type StartIdentityProviderParameters = {
  /** @defaultValue `'127.0.0.1'` */
  host?: string
  /** 0 picks a free port. @defaultValue 8793 */
  port?: number
  /**
   * The redirect URIs every client accepts (the frame origin's social callback).
   * @defaultValue `['http://localhost:8788/embedded/v1/social/callback']`
   */
  redirectUris?: readonly string[]
}

/** The running identity provider. */
export type IdentityProvider = {
  /** e.g. `http://127.0.0.1:8793` */
  url: string
  /** Each provider's issuer, e.g. `http://127.0.0.1:8793/github`. */
  issuers: Record<IdpProviderId, string>
  /** What the Latch server config gets as `social` (with this start's random client secrets). */
  serverConfig: DevnetServerSocial
  stop(): Promise<void>
}

const SCOPES = ['openid', 'email', 'profile']
const MAX_BODY_BYTES = 16 * 1024

/**
 * Starts the local OpenID Connect identity provider (oidc-provider): one issuer per social
 * provider (`<url>/google`, `<url>/github` …) with one confidential client each (a random secret
 * per start, PKCE required), a login page listing the test users (IDP_TEST_USERS) and a consent
 * step (Allow, or Deny → `error=access_denied`). Discovery, authorize, token, JWKS and userinfo
 * are oidc-provider's own.
 *
 * @example
 * const idp = await startIdentityProvider({ port: 0, redirectUris: [`${frameUrl}/embedded/v1/social/callback`] })
 * const server = await startServer({ port: 0, social: idp.serverConfig, frame: { port: 0 } })
 */
export async function startIdentityProvider(
  params: StartIdentityProviderParameters = {},
): Promise<IdentityProvider> {
  const { host = DEVNET_HOST, port = IDP_PORT } = params
  const redirectUris = [...(params.redirectUris ?? [IDP_DEFAULT_REDIRECT_URI])]
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new DevnetPortInUseError(host, port) : error),
    )
    server.listen({ host, port, exclusive: true }, () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`

  const providers = await createProviders(url, redirectUris).catch(async (error: unknown) => {
    await new Promise((resolve) => server.close(resolve))
    throw error
  })

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy()
        return
      }
      sendHtml(res, 500, errorPage(undefined, 'server_error', (error as Error).message))
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const [, first = '', ...rest] = path.split('/')
    const entry = providers.get(first)
    if (!entry) {
      if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
        sendHtml(
          res,
          200,
          indexPage(IDP_PROVIDERS.map((id) => ({ provider: id, issuer: `${url}/${id}` }))),
        )
        return
      }
      sendHtml(res, 404, errorPage(undefined, 'not_found', `Nothing at ${path.slice(0, 200)}`))
      return
    }
    if (rest[0] === 'interaction' && rest[1]) {
      await interaction(entry.id, entry.provider, rest[1], rest[2], req, res)
      return
    }
    // oidc-provider mounted at /<provider>: it reads the mount path from originalUrl.
    const originalUrl = req.url ?? '/'
    Object.assign(req, { originalUrl })
    req.url = originalUrl.slice(first.length + 1) || '/'
    entry.provider.callback()(req, res)
  }

  async function interaction(
    id: IdpProviderId,
    provider: Provider,
    uid: string,
    step: string | undefined,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const details = await provider.interactionDetails(req, res).catch(() => undefined)
    if (!details || details.uid !== uid) {
      sendHtml(res, 400, errorPage(id, 'invalid_request', 'This sign-in has expired; start again.'))
      return
    }
    const clientName = `Latch (${String(details.params.client_id)})`
    const base = `/${id}/interaction/${uid}`
    if (req.method === 'GET' && step === undefined) {
      if (details.prompt.name === 'login') {
        sendHtml(res, 200, loginPage(id, `${base}/login`, clientName))
        return
      }
      const user = IDP_TEST_USERS.find(
        (candidate) => idpSubject(candidate, id) === details.session?.accountId,
      )
      if (!user) {
        sendHtml(res, 400, errorPage(id, 'invalid_request', 'Unknown user; start again.'))
        return
      }
      const scopes = String(details.params.scope ?? '').split(' ')
      sendHtml(res, 200, consentPage(id, `${base}/confirm`, clientName, user, scopes))
      return
    }
    if (req.method !== 'POST') {
      sendHtml(res, 405, errorPage(id, 'invalid_request', 'Use the form.'))
      return
    }
    const form = new URLSearchParams(await readBody(req))
    if (step === 'login') {
      const user = IDP_TEST_USERS.find((candidate) => candidate.key === form.get('user'))
      if (!user) {
        sendHtml(res, 400, errorPage(id, 'invalid_request', 'Pick one of the test users.'))
        return
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: idpSubject(user, id) } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    if (step === 'confirm') {
      if (form.get('decision') !== 'allow') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The user denied the request' },
          { mergeWithLastSubmission: false },
        )
        return
      }
      const accountId = details.session?.accountId
      if (!accountId) {
        sendHtml(res, 400, errorPage(id, 'invalid_request', 'Not signed in; start again.'))
        return
      }
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
      grant.addOIDCScope(String(details.params.scope ?? 'openid'))
      const grantId = await grant.save()
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      )
      return
    }
    sendHtml(res, 404, errorPage(id, 'not_found', 'No such step.'))
  }

  const issuers = Object.fromEntries(IDP_PROVIDERS.map((id) => [id, `${url}/${id}`])) as Record<
    IdpProviderId,
    string
  >
  let stopped: Promise<void> | undefined
  return {
    url,
    issuers,
    serverConfig: {
      providers: Object.fromEntries(
        [...providers.values()].map(({ id, secret }) => [
          id,
          {
            issuer: issuers[id],
            clientId: clientIdOf(id),
            clientSecret: secret,
            kind: 'oidc',
            scopes: [...SCOPES],
          },
        ]),
      ) as Record<IdpProviderId, DevnetSocialProvider>,
    },
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

/** The issuers, one per provider, with this start's keys and client secrets. */
async function createProviders(url: string, redirectUris: string[]) {
  // One signing key for all issuers, made at each start (the JWKS of each issuer lists it).
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  })
  const cookieKey = randomBytes(32).toString('base64url')
  // Loaded here: importing the devnet package does not load oidc-provider.
  const { default: OidcProvider, interactionPolicy } = await import('oidc-provider')
  const providers = new Map<string, { id: IdpProviderId; provider: Provider; secret: string }>()
  for (const id of IDP_PROVIDERS) {
    const secret = randomBytes(32).toString('base64url')
    providers.set(id, {
      id,
      provider: identityProvider(
        OidcProvider,
        everyTimePolicy(interactionPolicy),
        id,
        `${url}/${id}`,
        secret,
        redirectUris,
        signingKey,
        cookieKey,
      ),
      secret,
    })
  }
  return providers
}

/**
 * Every authorization shows the login page and the consent step, even in a browser that logged
 * in before (tests pick users freely): no remembered session or grant is reused (see also
 * loadExistingGrant).
 */
function everyTimePolicy(interactionPolicy: InteractionPolicy) {
  const { Check } = interactionPolicy
  const policy = interactionPolicy.base()
  policy
    .get('login')
    .checks.add(
      new Check('latch_every_time', 'The local provider asks every time', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    )
  return policy
}

function clientIdOf(id: IdpProviderId): string {
  return `latch-devnet-${id}`
}

/** One issuer: oidc-provider with the test users, a confidential client and PKCE required. */
function identityProvider(
  OidcProvider: typeof Provider,
  policy: unknown,
  id: IdpProviderId,
  issuer: string,
  secret: string,
  redirectUris: string[],
  signingKey: object,
  cookieKey: string,
): Provider {
  const stores = new Map()
  const provider = new OidcProvider(issuer, {
    adapter: (model: string) => new MemoryAdapter(stores, model),
    clients: [
      {
        client_id: clientIdOf(id),
        client_secret: secret,
        client_name: `Latch (${id})`,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // The ID token carries the scopes' claims too (the Latch server reads them from it).
    conformIdTokenClaims: false,
    scopes: ['openid', 'email', 'profile'],
    jwks: { keys: [{ ...signingKey, kid: 'latch-devnet-idp', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [cookieKey] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    loadExistingGrant: (ctx: CheckContext) => {
      const grantId = ctx.oidc.result?.consent?.grantId
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined
    },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `/${id}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string): Account | undefined => {
      const user = IDP_TEST_USERS.find((candidate) => idpSubject(candidate, id) === sub)
      if (!user) return undefined
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: idpUsername(user, id),
        }),
      }
    },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html'
      ctx.body = errorPage(id, out.error ?? 'error', out.error_description ?? '')
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  })
  // A local provider: its errors show in its answers, not the devnet's log.
  provider.on('server_error', () => {})
  return provider
}

function sendHtml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  })
  res.end(body)
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new Error('The body is too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

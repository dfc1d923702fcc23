import { createHash, timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { clientAddress, clientKey } from '../middleware/clientAddress.ts'
import { EMBEDDED_SEND_WINDOW_MS } from './constants.ts'
import { EmbeddedError, invalidRequest, rateLimited } from './EmbeddedError.ts'
import { readBody } from './readRequest.ts'
import { hashToken, newSecret } from './secrets.ts'
import { readHostOrigin } from './signedIn.ts'
import {
  SOCIAL_CALLBACK_SCRIPT_PATH,
  socialCallbackPage,
  socialCallbackScript,
} from './socialCallbackPage.ts'
import { SOCIAL_PROVIDERS, type SocialConfig, type SocialProviderId } from './socialConfig.ts'
import type { SocialProviders } from './socialProvider.ts'
import { signInSocialAccount } from './socialSignIn.ts'
import {
  findLiveSocialFlowByState,
  findSocialFlow,
  insertSocialFlow,
  purgeSocialFlows,
  useSocialFlow,
} from './socialStore.ts'
import { hitLimit } from './store.ts'
import type { EmbeddedDeps, FrameEnv } from './types.ts'

/** A social login flow lives this long (start to verify). */
export const SOCIAL_FLOW_LIFETIME_MS = 10 * 60_000
/** `/social/start` calls per client within 10 minutes. */
export const SOCIAL_STARTS_PER_CLIENT = 20
/** `/social/verify` calls per client within 10 minutes. */
export const SOCIAL_VERIFIES_PER_CLIENT = 60
/** The callback page's path on the frame origin (the redirect URI registered at each provider). */
export const SOCIAL_CALLBACK_PATH = '/embedded/v1/social/callback'
/** Paths a browser opens without the project header (the popup's page and its script). */
export const SOCIAL_PUBLIC_PATHS: readonly string[] = [
  SOCIAL_CALLBACK_PATH,
  SOCIAL_CALLBACK_SCRIPT_PATH,
]

const ID = /^[A-Za-z0-9_-]{16,64}$/
const MAX_RESULT_URI_LENGTH = 4096
const PURGE_INTERVAL_MS = 60_000

export type SocialDeps = EmbeddedDeps & {
  /** The configured providers; none: every start answers 400 `unknown_provider`. */
  social: SocialConfig | undefined
  providers: SocialProviders
}

/**
 * Social login on the frame origin (issue P10): `/embedded/v1/social/start` (the provider's
 * authorization URL, code flow with PKCE, `state` and `nonce`), the callback page the provider
 * sends the popup to, and `/embedded/v1/social/verify` (the code exchanged, the ID token or
 * userinfo checked, then the same answer as `/email/verify`). See docs/embedded-wallet-server.md.
 */
export function socialRoutes(deps: SocialDeps) {
  const { db, now, providers } = deps
  const app = new Hono<FrameEnv>()
  let purgedAtMs = Number.NEGATIVE_INFINITY

  async function limitClient(c: Context<FrameEnv>, what: string, max: number) {
    const client = clientKey(clientAddress(c, deps.trustProxy))
    const wait = await hitLimit(db, `${what}:${client}`, now(), max, EMBEDDED_SEND_WINDOW_MS)
    if (wait !== undefined) {
      throw rateLimited('Too many requests from this network; try again later', wait)
    }
  }

  function providerConfig(id: unknown) {
    const config =
      typeof id === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(id)
        ? deps.social?.providers[id as SocialProviderId]
        : undefined
    if (!config) {
      throw new EmbeddedError(400, 'unknown_provider', 'This login provider is not offered here')
    }
    return { id: id as SocialProviderId, config }
  }

  const redirectUri = () => `${deps.publicUrl().replace(/\/$/, '')}${SOCIAL_CALLBACK_PATH}`

  app.post('/embedded/v1/social/start', async (c) => {
    const project = c.get('project')
    const body = await readBody(c)
    const { id, config } = providerConfig(body.provider)
    const hostOrigin = readHostOrigin(c, body.hostOrigin)
    const deviceId = body.deviceId === undefined || body.deviceId === null ? null : body.deviceId
    if (deviceId !== null && (typeof deviceId !== 'string' || !ID.test(deviceId))) {
      throw invalidRequest('deviceId is malformed')
    }
    const nowMs = now()
    if (nowMs - purgedAtMs >= PURGE_INTERVAL_MS) {
      purgedAtMs = nowMs
      await purgeSocialFlows(db, nowMs - EMBEDDED_SEND_WINDOW_MS)
    }
    await limitClient(c, 'social-start', SOCIAL_STARTS_PER_CLIENT)
    const endpoints = await providers.endpoints(config)
    const flowId = newSecret(24)
    const state = newSecret(32)
    const nonce = newSecret(32)
    const codeVerifier = newSecret(32)
    const callback = redirectUri()
    await insertSocialFlow(db, {
      id: flowId,
      projectId: project.id,
      provider: id,
      stateHash: hashToken(state),
      nonce,
      codeVerifier,
      hostOrigin,
      redirectUri: callback,
      deviceId,
      nowMs,
      lifetimeMs: SOCIAL_FLOW_LIFETIME_MS,
    })
    const uri = new URL(endpoints.authorizationEndpoint)
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: config.clientId,
      redirect_uri: callback,
      state,
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    }
    if (config.scopes.length > 0) params.scope = config.scopes.join(' ')
    if (config.kind === 'oidc') params.nonce = nonce
    for (const [name, value] of Object.entries(params)) uri.searchParams.set(name, value)
    return c.json({ flowId, uri: uri.href })
  })

  app.get(SOCIAL_CALLBACK_PATH, async (c) => {
    // Nothing is consumed here: the page only tells its script where to post the URL.
    const state = c.req.query('state')
    const flow =
      state && state.length <= 512
        ? await findLiveSocialFlowByState(db, hashToken(state), now())
        : undefined
    return socialCallbackPage(c, flow?.hostOrigin)
  })

  app.get(SOCIAL_CALLBACK_SCRIPT_PATH, (c) => socialCallbackScript(c))

  app.post('/embedded/v1/social/verify', async (c) => {
    const project = c.get('project')
    const body = await readBody(c)
    if (typeof body.flowId !== 'string' || !ID.test(body.flowId)) {
      throw invalidRequest('flowId is malformed')
    }
    const resultUri = body.resultUri
    if (
      typeof resultUri !== 'string' ||
      resultUri.length > MAX_RESULT_URI_LENGTH ||
      !URL.canParse(resultUri)
    ) {
      throw invalidRequest('resultUri must be the callback URL')
    }
    await limitClient(c, 'social-verify', SOCIAL_VERIFIES_PER_CLIENT)
    const flow = await findSocialFlow(db, body.flowId, project.id)
    const nowMs = now()
    // Farcaster's flows share the table; they end at /farcaster/verify only.
    if (
      !flow ||
      flow.provider === 'farcaster' ||
      (flow.usedAtMs === null && flow.expiresAtMs <= nowMs)
    ) {
      throw new EmbeddedError(404, 'flow_not_found', 'Unknown or expired login; start again')
    }
    if (flow.usedAtMs !== null) throw flowUsed()
    const result = new URL(resultUri)
    if (`${result.origin}${result.pathname}` !== flow.redirectUri || result.hash !== '') {
      throw invalidRequest('resultUri must be the callback URL')
    }
    const state = result.searchParams.get('state') ?? ''
    if (!sameHash(hashToken(state), flow.stateHash)) {
      throw new EmbeddedError(422, 'state_mismatch', 'This answer is not for this login')
    }
    // Used before anything else: a replayed answer, or two racing verifications, get 409.
    if (!(await useSocialFlow(db, flow.id, nowMs))) throw flowUsed()
    if (result.searchParams.has('error')) {
      throw new EmbeddedError(401, 'provider_rejected', 'The login was refused at the provider')
    }
    const code = result.searchParams.get('code')
    if (!code || code.length > 2048) throw invalidRequest('The answer holds no code')
    const { id, config } = providerConfig(flow.provider)
    const endpoints = await providers.endpoints(config)
    const tokens = await providers.exchangeCode(config, endpoints, {
      code,
      redirectUri: flow.redirectUri,
      codeVerifier: flow.codeVerifier,
    })
    const identity = await providers.identify(config, endpoints, tokens, flow.nonce)
    // The provider's login is the factor: a new browser gets both shares (docs' trust model).
    const answer = await signInSocialAccount(
      deps,
      { projectId: project.id, provider: id, ...identity },
      { deviceId: flow.deviceId, nowMs },
    )
    return c.json(answer)
  })

  return app
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

function flowUsed(): EmbeddedError {
  return new EmbeddedError(409, 'flow_used', 'This login was already used; start again')
}

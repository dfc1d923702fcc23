import { timingSafeEqual } from 'node:crypto'
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose'
import { isStorableText } from '../validation/text.ts'
import { EmbeddedError } from './EmbeddedError.ts'
import type { SocialProviderConfig } from './socialConfig.ts'

/** A provider's endpoints (from discovery for `oidc`, from the config for `oauth2`). */
export type SocialEndpoints = {
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string | undefined
  jwksUri: string | undefined
  /** The issuer the ID token must name (`oidc`). */
  issuer: string | undefined
}

/** Who logged in, as the provider says. */
export type SocialIdentity = {
  subject: string
  /** The provider's email for the account, when it gives a verified one. */
  email: string | null
  username: string | null
}

/** How long a discovery document is reused. */
const DISCOVERY_TTL_MS = 10 * 60_000
/** Longest wait for the provider (discovery, token, userinfo, JWKS). */
const PROVIDER_TIMEOUT_MS = 10_000
/** An ID token's `nbf` / `iat` may be this far in the future (clock skew). */
const CLOCK_SKEW_S = 60
const MAX_CLAIM_LENGTH = 256

/**
 * Talks to the configured providers: discovery (cached), the code exchange with PKCE and the
 * client secret, the ID token checked against the provider's JWKS (jose), userinfo.
 */
export function socialProviders(now: () => number) {
  const discovered = new Map<string, { document: Record<string, unknown>; atMs: number }>()
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

  /** 503 `provider_unavailable` when discovery fails. */
  async function endpoints(config: SocialProviderConfig): Promise<SocialEndpoints> {
    if (config.kind === 'oauth2') {
      return {
        authorizationEndpoint: config.authorizationEndpoint as string,
        tokenEndpoint: config.tokenEndpoint as string,
        userinfoEndpoint: config.userinfoEndpoint,
        jwksUri: undefined,
        issuer: undefined,
      }
    }
    const issuer = config.issuer as string
    const url =
      config.discoveryUrl ?? `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
    let cached = discovered.get(url)
    if (!cached || now() - cached.atMs >= DISCOVERY_TTL_MS) {
      cached = { document: await discover(url), atMs: now() }
      discovered.set(url, cached)
    }
    const { document } = cached
    const found = {
      authorizationEndpoint: config.authorizationEndpoint ?? document.authorization_endpoint,
      tokenEndpoint: config.tokenEndpoint ?? document.token_endpoint,
      userinfoEndpoint: config.userinfoEndpoint ?? document.userinfo_endpoint,
      jwksUri: document.jwks_uri,
    }
    // OpenID Connect Discovery §4.3: the document's issuer is the one asked for.
    if (
      document.issuer !== issuer ||
      !isHttpUrl(found.authorizationEndpoint) ||
      !isHttpUrl(found.tokenEndpoint) ||
      !isHttpUrl(found.jwksUri) ||
      (found.userinfoEndpoint !== undefined && !isHttpUrl(found.userinfoEndpoint))
    ) {
      discovered.delete(url)
      throw providerUnavailable()
    }
    return {
      authorizationEndpoint: found.authorizationEndpoint as string,
      tokenEndpoint: found.tokenEndpoint as string,
      userinfoEndpoint: found.userinfoEndpoint as string | undefined,
      jwksUri: found.jwksUri as string,
      issuer,
    }
  }

  /** The discovery document at `url`; 503 `provider_unavailable` when it cannot be read. */
  async function discover(url: string): Promise<Record<string, unknown>> {
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        redirect: 'error',
      })
      const document = (await response.json()) as unknown
      if (!response.ok || typeof document !== 'object' || document === null) throw new Error()
      return document as Record<string, unknown>
    } catch {
      throw providerUnavailable()
    }
  }

  /** Exchanges the code; 502 `token_exchange_failed` when the provider refuses or is away. */
  async function exchangeCode(
    config: SocialProviderConfig,
    found: SocialEndpoints,
    params: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<{ idToken: string | undefined; accessToken: string | undefined }> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: params.code,
      redirect_uri: params.redirectUri,
      code_verifier: params.codeVerifier,
    })
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    }
    if (config.tokenAuthMethod === 'client_secret_post') {
      body.set('client_id', config.clientId)
      body.set('client_secret', config.clientSecret)
    } else {
      // RFC 6749 §2.3.1: each part form-encoded before Base64.
      const user = encodeURIComponent(config.clientId)
      const secret = encodeURIComponent(config.clientSecret)
      headers.authorization = `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`
    }
    let answer: Record<string, unknown>
    try {
      const response = await fetch(found.tokenEndpoint, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        redirect: 'error',
      })
      answer = (await response.json()) as Record<string, unknown>
      if (!response.ok || typeof answer !== 'object' || answer === null) throw new Error('refused')
    } catch {
      throw new EmbeddedError(502, 'token_exchange_failed', 'The provider did not accept the login')
    }
    return {
      idToken: typeof answer.id_token === 'string' ? answer.id_token : undefined,
      accessToken: typeof answer.access_token === 'string' ? answer.access_token : undefined,
    }
  }

  /**
   * The ID token's identity: signature against the JWKS, `iss`, `aud` = clientId, `exp`, the
   * flow's `nonce`; `nbf` / `iat` more than 60 s ahead → 401 `jwt_not_yet_valid`, anything else
   * wrong → 401 `id_token_invalid`.
   */
  async function verifyIdToken(
    config: SocialProviderConfig,
    found: SocialEndpoints,
    idToken: string | undefined,
    nonce: string,
  ): Promise<JWTPayload> {
    if (idToken === undefined) throw idTokenInvalid()
    const jwksUri = found.jwksUri as string
    let keys = keySets.get(jwksUri)
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_MS })
      keySets.set(jwksUri, keys)
    }
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(idToken, keys, {
        issuer: found.issuer as string,
        audience: config.clientId,
        clockTolerance: CLOCK_SKEW_S,
        currentDate: new Date(now()),
        requiredClaims: ['exp', 'sub'],
      }))
    } catch (error) {
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') {
        throw jwtNotYetValid()
      }
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw providerUnavailable()
      }
      throw idTokenInvalid()
    }
    if (typeof payload.iat === 'number' && payload.iat > now() / 1000 + CLOCK_SKEW_S) {
      throw jwtNotYetValid()
    }
    if (typeof payload.nonce !== 'string' || !sameText(payload.nonce, nonce)) {
      throw idTokenInvalid()
    }
    // ID Token §2: with several audiences, azp names this client.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) {
      throw idTokenInvalid()
    }
    return payload
  }

  /** The userinfo document; 502 `token_exchange_failed` when it cannot be read. */
  async function userinfo(found: SocialEndpoints, accessToken: string | undefined) {
    if (found.userinfoEndpoint === undefined || accessToken === undefined) {
      throw new EmbeddedError(502, 'token_exchange_failed', 'The provider gave no user information')
    }
    try {
      const response = await fetch(found.userinfoEndpoint, {
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          // GitHub's API refuses requests without one.
          'user-agent': 'latch-server',
        },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        redirect: 'error',
      })
      const document = (await response.json()) as unknown
      if (!response.ok || typeof document !== 'object' || document === null) {
        throw new Error('refused')
      }
      return document as Record<string, unknown>
    } catch {
      throw new EmbeddedError(502, 'token_exchange_failed', 'The provider gave no user information')
    }
  }

  /** The identity of a finished login: from the ID token (`oidc`) or userinfo (`oauth2`). */
  async function identify(
    config: SocialProviderConfig,
    found: SocialEndpoints,
    tokens: { idToken: string | undefined; accessToken: string | undefined },
    nonce: string,
  ): Promise<SocialIdentity> {
    if (config.kind === 'oidc') {
      const claims = await verifyIdToken(config, found, tokens.idToken, nonce)
      let username = textClaim(claims, config.usernameClaim)
      if (username === null && found.userinfoEndpoint && tokens.accessToken) {
        // Some providers keep the username out of the ID token: ask userinfo, best effort.
        const info = await userinfo(found, tokens.accessToken).catch(() => undefined)
        if (info && info.sub === claims.sub) username = textClaim(info, config.usernameClaim)
      }
      return {
        subject: claims.sub as string,
        email: claims.email_verified === false ? null : textClaim(claims, config.emailClaim),
        username: username ?? textClaim(claims, 'name'),
      }
    }
    const info = await userinfo(found, tokens.accessToken)
    const subject = textClaim(info, config.subjectClaim)
    if (subject === null) {
      throw new EmbeddedError(502, 'token_exchange_failed', 'The provider named no account')
    }
    const verified = textClaim(info, 'verified') ?? textClaim(info, 'email_verified')
    return {
      subject,
      email: verified === 'false' ? null : textClaim(info, config.emailClaim),
      username: textClaim(info, config.usernameClaim),
    }
  }

  return { endpoints, exchangeCode, identify }
}

export type SocialProviders = ReturnType<typeof socialProviders>

/** A claim (dotted path) as text: strings and whole numbers; null when absent or odd. */
function textClaim(document: Record<string, unknown>, path: string | undefined): string | null {
  if (path === undefined) return null
  let value: unknown = document
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return null
    value = (value as Record<string, unknown>)[part]
  }
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  if (typeof value !== 'string' || value === '' || value.length > MAX_CLAIM_LENGTH) return null
  // Stored as text in PostgreSQL: no NUL, no lone surrogates.
  return isStorableText(value) ? value : null
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  return x.length === y.length && timingSafeEqual(x, y)
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'https:' || protocol === 'http:'
}

function providerUnavailable(): EmbeddedError {
  return new EmbeddedError(503, 'provider_unavailable', 'The login provider cannot be reached')
}

function idTokenInvalid(): EmbeddedError {
  return new EmbeddedError(401, 'id_token_invalid', 'The provider’s ID token is not valid')
}

function jwtNotYetValid(): EmbeddedError {
  return new EmbeddedError(401, 'jwt_not_yet_valid', 'The provider’s ID token is not valid yet')
}

/** The social providers of SPEC §5, by id. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]

/** How the server reaches the token endpoint with the client's secret. */
export type SocialTokenAuthMethod = 'client_secret_basic' | 'client_secret_post'

/** One provider of the `social` config section. Its secret stays on the server. */
export type SocialProviderConfig = {
  /**
   * `oidc` (default): endpoints from `<issuer>/.well-known/openid-configuration`, identity from
   * the ID token. `oauth2`: explicit endpoints, identity from userinfo (GitHub, X, Discord).
   */
  kind: 'oidc' | 'oauth2'
  /** The OpenID issuer (`oidc`; for `oauth2` only a name). */
  issuer?: string | undefined
  /** `oidc`: where discovery is. @defaultValue `<issuer>/.well-known/openid-configuration` */
  discoveryUrl?: string | undefined
  clientId: string
  clientSecret: string
  /** @defaultValue `['openid', 'email', 'profile']` (`oidc`), `[]` (`oauth2`) */
  scopes: string[]
  /** @defaultValue `'client_secret_basic'` */
  tokenAuthMethod: SocialTokenAuthMethod
  /** `oauth2`: required; `oidc`: override discovery's. */
  authorizationEndpoint?: string | undefined
  tokenEndpoint?: string | undefined
  userinfoEndpoint?: string | undefined
  /** `oauth2`: the userinfo member holding the subject (a dotted path: `data.id`). @defaultValue `'id'` */
  subjectClaim: string
  /** The userinfo (or ID token) member holding the username. @defaultValue `'preferred_username'` */
  usernameClaim: string
  /** `oauth2`: the userinfo member holding the email, if the provider gives one. */
  emailClaim?: string | undefined
}

/** The `social` config section: the providers offered, by id (SPEC §5's ids only). */
export type SocialConfig = { providers: Partial<Record<SocialProviderId, SocialProviderConfig>> }

/** What a config file may hold (defaults filled in by checkSocialConfig). */
export type SocialConfigFile = {
  providers?: Record<string, Partial<SocialProviderConfig> & Record<string, unknown>>
}

const CLAIM = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/
const SCOPE = /^[\x21\x23-\x5B\x5D-\x7E]+$/

/**
 * Checks the `social` section of the config file and fills in its defaults; throws an Error
 * naming the provider and the setting (never a secret's value) when something is wrong.
 */
export function checkSocialConfig(file: unknown): SocialConfig {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) {
    throw new Error('social must be an object: { "providers": { "<id>": { … } } }')
  }
  const providers = (file as SocialConfigFile).providers ?? {}
  if (typeof providers !== 'object' || providers === null || Array.isArray(providers)) {
    throw new Error('social.providers must be an object keyed by provider id')
  }
  const checked: SocialConfig['providers'] = {}
  for (const [id, entry] of Object.entries(providers)) {
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(id)) {
      throw new Error(
        `social.providers.${id}: unknown provider (one of ${SOCIAL_PROVIDERS.join(', ')})`,
      )
    }
    checked[id as SocialProviderId] = checkProvider(id, entry)
  }
  return { providers: checked }
}

function checkProvider(id: string, entry: unknown): SocialProviderConfig {
  const where = `social.providers.${id}`
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new Error(`${where} must be an object`)
  }
  const e = entry as Record<string, unknown>
  const kind = e.kind ?? 'oidc'
  if (kind !== 'oidc' && kind !== 'oauth2') {
    throw new Error(`${where}.kind must be 'oidc' or 'oauth2'`)
  }
  for (const name of ['clientId', 'clientSecret'] as const) {
    if (typeof e[name] !== 'string' || e[name] === '' || /[\s\0]/.test(e[name] as string)) {
      throw new Error(`${where}.${name} must be a non-empty string without spaces`)
    }
  }
  const urls = [
    'issuer',
    'discoveryUrl',
    'authorizationEndpoint',
    'tokenEndpoint',
    'userinfoEndpoint',
  ] as const
  for (const name of urls) {
    if (e[name] !== undefined && !isHttpUrl(e[name])) {
      throw new Error(`${where}.${name} must be an http(s) URL`)
    }
  }
  if (kind === 'oidc' && e.issuer === undefined) {
    throw new Error(
      `${where}.issuer is required (kind 'oidc': discovery at <issuer>/.well-known/openid-configuration)`,
    )
  }
  if (kind === 'oauth2') {
    for (const name of ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const) {
      if (e[name] === undefined) throw new Error(`${where}.${name} is required (kind 'oauth2')`)
    }
  }
  const scopes = e.scopes ?? (kind === 'oidc' ? ['openid', 'email', 'profile'] : [])
  if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === 'string' && SCOPE.test(s))) {
    throw new Error(`${where}.scopes must be a list of scope names`)
  }
  const tokenAuthMethod = e.tokenAuthMethod ?? 'client_secret_basic'
  if (tokenAuthMethod !== 'client_secret_basic' && tokenAuthMethod !== 'client_secret_post') {
    throw new Error(
      `${where}.tokenAuthMethod must be 'client_secret_basic' or 'client_secret_post'`,
    )
  }
  const claims = {
    subjectClaim: e.subjectClaim ?? (kind === 'oidc' ? 'sub' : 'id'),
    usernameClaim: e.usernameClaim ?? 'preferred_username',
    emailClaim: e.emailClaim ?? (kind === 'oidc' ? 'email' : undefined),
  }
  for (const [name, value] of Object.entries(claims)) {
    if (value !== undefined && (typeof value !== 'string' || !CLAIM.test(value))) {
      throw new Error(`${where}.${name} must be a claim name or a dotted path (data.id)`)
    }
  }
  return {
    kind,
    issuer: e.issuer as string | undefined,
    ...(e.discoveryUrl !== undefined && { discoveryUrl: e.discoveryUrl as string }),
    clientId: e.clientId as string,
    clientSecret: e.clientSecret as string,
    scopes: [...(scopes as string[])],
    tokenAuthMethod,
    authorizationEndpoint: e.authorizationEndpoint as string | undefined,
    tokenEndpoint: e.tokenEndpoint as string | undefined,
    userinfoEndpoint: e.userinfoEndpoint as string | undefined,
    subjectClaim: claims.subjectClaim as string,
    usernameClaim: claims.usernameClaim as string,
    emailClaim: claims.emailClaim as string | undefined,
  }
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false
  const url = new URL(value)
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hash === ''
}

import type { SmartSessionInfo } from '@latch/core/sessions'

/**
 * The frame's client for the embedded-wallet API (`/embedded/v1/*`, p9-contract "Embedded API"),
 * on the frame's own origin. Every call carries `X-Latch-Project`; session calls a bearer token.
 * A server error becomes an `EmbeddedApiError` with the server's `code` (classify by it, never by
 * text), its HTTP status and, when given, `retryAfter` / `attemptsLeft`.
 */
export class EmbeddedApiError extends Error {
  override name = 'EmbeddedApiError'
  readonly status: number
  readonly code: string
  readonly retryAfter: number | undefined
  readonly attemptsLeft: number | undefined

  constructor(
    message: string,
    details: { status: number; code: string; retryAfter?: number; attemptsLeft?: number },
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.status = details.status
    this.code = details.code
    this.retryAfter = details.retryAfter
    this.attemptsLeft = details.attemptsLeft
  }
}

export type StartAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'
/** What `/email/verify` and `/social/verify` answer: social users may have no email. */
export type VerifyResult = {
  sessionToken: string
  user: {
    id: string
    email: string | null
    isNew: boolean
    socialProvider?: string
    username?: string
  }
  deviceId: string
  shares: { auth?: string; recovery?: string }
}
export type SessionInfo = {
  user: { id: string; email: string | null }
  addresses: { evm: string; solana: string }
}

export type EmbeddedApi = ReturnType<typeof createEmbeddedApi>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export function createEmbeddedApi(options: {
  apiBase: string
  projectId: string
  fetch?: typeof fetch
}) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { 'X-Latch-Project': options.projectId }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    let response: Response
    try {
      response = await doFetch(`${options.apiBase}/embedded/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
        signal,
      })
    } catch (error) {
      if (signal?.aborted) throw error
      throw new EmbeddedApiError(
        'The wallet server could not be reached',
        { status: 0, code: 'network_error' },
        { cause: error },
      )
    }
    let json: unknown
    try {
      json = await response.json()
    } catch (error) {
      throw new EmbeddedApiError(
        `The wallet server answered ${response.status} without JSON`,
        { status: response.status, code: 'bad_response' },
        { cause: error },
      )
    }
    if (!response.ok || !isObject(json)) {
      const error = isObject(json) && isObject(json.error) ? json.error : {}
      const retryAfter = Number(error.retryAfter ?? response.headers.get('Retry-After'))
      throw new EmbeddedApiError(
        typeof error.message === 'string' && error.message ? error.message : 'An error occurred',
        {
          status: response.status,
          code: typeof error.code === 'string' ? error.code : 'http_error',
          retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
          attemptsLeft: typeof error.attemptsLeft === 'number' ? error.attemptsLeft : undefined,
        },
      )
    }
    return json
  }

  const field = <T>(
    json: Record<string, unknown>,
    key: string,
    check: (v: unknown) => boolean,
  ): T => {
    const value = json[key]
    if (!check(value)) {
      throw new EmbeddedApiError(`The wallet server's answer has no valid "${key}"`, {
        status: 200,
        code: 'bad_response',
      })
    }
    return value as T
  }
  const isString = (v: unknown) => typeof v === 'string' && v.length > 0
  // Social users may have no email (`null`).
  const isEmail = (v: unknown) => v === null || isString(v)
  const isHttpUrl = (v: unknown) => {
    if (!isString(v) || !URL.canParse(v as string)) return false
    const { protocol } = new URL(v as string)
    return protocol === 'https:' || protocol === 'http:'
  }
  const optionalText = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)

  function verifyResult(json: Record<string, unknown>): VerifyResult {
    const user = field<Record<string, unknown>>(
      json,
      'user',
      (v) => isObject(v) && isString(v.id) && isEmail(v.email) && typeof v.isNew === 'boolean',
    )
    const shares = isObject(json.shares) ? json.shares : {}
    const socialProvider = optionalText(user.socialProvider)
    const username = optionalText(user.username)
    return {
      sessionToken: field<string>(json, 'sessionToken', isString),
      deviceId: field<string>(json, 'deviceId', isString),
      user: {
        id: user.id as string,
        email: (user.email as string | null) ?? null,
        isNew: user.isNew as boolean,
        ...(socialProvider && { socialProvider }),
        ...(username && { username }),
      },
      shares: {
        auth: typeof shares.auth === 'string' ? shares.auth : undefined,
        recovery: typeof shares.recovery === 'string' ? shares.recovery : undefined,
      },
    }
  }

  return {
    async startEmail(email: string, deviceId?: string) {
      const json = await call('POST', '/email/start', deviceId ? { email, deviceId } : { email })
      const action = field<StartAction>(
        json,
        'action',
        (v) => v === 'VERIFY_OTP' || v === 'VERIFY_DEVICE',
      )
      return { action, flowId: field<string>(json, 'flowId', isString) }
    },
    async waitDevice(flowId: string, signal?: AbortSignal) {
      const json = await call('POST', '/device/wait', { flowId }, undefined, signal)
      return { approved: json.approved === true }
    },
    async verifyOtp(flowId: string, otp: string): Promise<VerifyResult> {
      return verifyResult(await call('POST', '/email/verify', { flowId, otp }))
    },
    /** `/social/start`: the provider's authorization URL for the popup (SPEC §4 Social login). */
    async startSocial(provider: string, hostOrigin: string, deviceId?: string) {
      const json = await call(
        'POST',
        '/social/start',
        deviceId ? { provider, hostOrigin, deviceId } : { provider, hostOrigin },
      )
      return {
        flowId: field<string>(json, 'flowId', isString),
        uri: field<string>(json, 'uri', isHttpUrl),
      }
    },
    /** `/social/verify` with the callback URL the popup landed on: answers as `/email/verify`. */
    async verifySocial(flowId: string, resultUri: string): Promise<VerifyResult> {
      return verifyResult(await call('POST', '/social/verify', { flowId, resultUri }))
    },
    /** `/farcaster/start`: a channel on the Farcaster relay; its link is the QR code. */
    async startFarcaster(hostOrigin: string, deviceId?: string) {
      const json = await call(
        'POST',
        '/farcaster/start',
        deviceId ? { hostOrigin, deviceId } : { hostOrigin },
      )
      return {
        flowId: field<string>(json, 'flowId', isString),
        url: field<string>(json, 'url', isString),
      }
    },
    /** `/farcaster/verify`: `pending` (202) until the Farcaster client answered, then as `/email/verify`. */
    async verifyFarcaster(flowId: string, signal?: AbortSignal): Promise<VerifyResult | 'pending'> {
      const json = await call('POST', '/farcaster/verify', { flowId }, undefined, signal)
      if (json.state === 'pending') return 'pending'
      return verifyResult(json)
    },
    /** `/email/change/start` (session): a code to the current address. */
    async startEmailChange(token: string, email: string) {
      const json = await call('POST', '/email/change/start', { email }, token)
      field<string>(json, 'action', (v) => v === 'VERIFY_PRIMARY_OTP')
      return { changeId: field<string>(json, 'changeId', isString) }
    },
    /** `/email/change/verify-current` (session): the current address's code; one goes to the new. */
    async verifyEmailChangeCurrent(token: string, changeId: string, otp: string) {
      await call('POST', '/email/change/verify-current', { changeId, otp }, token)
    },
    /** `/email/change/verify-new` (session): the new address's code; the email is changed. */
    async verifyEmailChangeNew(token: string, changeId: string, otp: string) {
      const json = await call('POST', '/email/change/verify-new', { changeId, otp }, token)
      return { email: field<string>(json, 'email', isString) }
    },
    async createWallet(
      token: string,
      body: { authShare: string; recoveryShare: string; evmAddress: string; solanaAddress: string },
    ) {
      await call('POST', '/wallet', body, token)
    },
    async getSession(token: string): Promise<SessionInfo> {
      const json = await call('GET', '/session', undefined, token)
      const user = field<SessionInfo['user']>(
        json,
        'user',
        (v) => isObject(v) && isString(v.id) && isEmail(v.email),
      )
      const addresses = field<SessionInfo['addresses']>(
        json,
        'addresses',
        (v) => isObject(v) && typeof v.evm === 'string' && typeof v.solana === 'string',
      )
      return { user, addresses }
    },
    async getAuthShare(token: string): Promise<string> {
      return field<string>(await call('POST', '/session/shares', {}, token), 'auth', isString)
    },
    async signOut(token: string) {
      await call('POST', '/sign-out', {}, token)
    },
    /** `/passkey/register/options` (session): WebAuthn creation options for `hostOrigin`'s page. */
    async passkeyRegisterOptions(token: string, hostOrigin: string) {
      const json = await call('POST', '/passkey/register/options', { hostOrigin }, token)
      return {
        ceremonyId: field<string>(json, 'ceremonyId', isString),
        options: field<Record<string, unknown>>(json, 'options', isObject),
      }
    },
    /** `/passkey/register/verify` (session): the new credential and the sealed recovery share. */
    async passkeyRegisterVerify(
      token: string,
      body: { ceremonyId: string; response: unknown; sealedRecovery: string },
    ) {
      const json = await call('POST', '/passkey/register/verify', body, token)
      return { credentialId: field<string>(json, 'credentialId', isString) }
    },
    /** `/passkey/login/options`: WebAuthn request options (discoverable credentials). */
    async passkeyLoginOptions(hostOrigin: string) {
      const json = await call('POST', '/passkey/login/options', { hostOrigin })
      return {
        ceremonyId: field<string>(json, 'ceremonyId', isString),
        options: field<Record<string, unknown>>(json, 'options', isObject),
      }
    },
    /** `/sessions`, `/sessions/use`, `/sessions/revoke` (session): smart sessions (permissions.ts). */
    async sessions(token: string, path: '' | '/use' | '/revoke', body: Record<string, unknown>) {
      return (await call('POST', `/sessions${path}`, body, token)) as unknown as SmartSessionInfo
    },
    /** `/passkey/login/verify`: as `/email/verify`, plus the sealed recovery share. */
    async passkeyLoginVerify(body: {
      ceremonyId: string
      response: unknown
      deviceId?: string
      email?: string
    }) {
      const json = await call('POST', '/passkey/login/verify', body)
      return {
        ...verifyResult(json),
        sealedRecovery: field<string>(json, 'sealedRecovery', isString),
        credentialId: field<string>(json, 'credentialId', isString),
      }
    },
  }
}

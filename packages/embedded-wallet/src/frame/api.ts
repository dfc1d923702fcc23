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
export type VerifyResult = {
  sessionToken: string
  user: { id: string; email: string; isNew: boolean }
  deviceId: string
  shares: { auth?: string; recovery?: string }
}
export type SessionInfo = {
  user: { id: string; email: string }
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
      const json = await call('POST', '/email/verify', { flowId, otp })
      const user = field<VerifyResult['user']>(
        json,
        'user',
        (v) => isObject(v) && isString(v.id) && isString(v.email) && typeof v.isNew === 'boolean',
      )
      const shares = isObject(json.shares) ? json.shares : {}
      return {
        sessionToken: field<string>(json, 'sessionToken', isString),
        deviceId: field<string>(json, 'deviceId', isString),
        user,
        shares: {
          auth: typeof shares.auth === 'string' ? shares.auth : undefined,
          recovery: typeof shares.recovery === 'string' ? shares.recovery : undefined,
        },
      }
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
        (v) => isObject(v) && isString(v.id) && isString(v.email),
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
  }
}

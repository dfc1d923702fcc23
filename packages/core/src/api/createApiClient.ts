import { HTTP_RPC_TIMEOUT_MS, SDK_TYPE, SDK_VERSION } from '../constants.ts'
import { HttpStatusError, HttpTimeoutError, NetworkRequestError } from '../errors/http.ts'
import { InvalidOptionError } from '../errors/options.ts'

export type QueryValue = string | number | boolean | readonly string[] | undefined

/** Per-call extras: headers such as a session's `Authorization`. */
export type ApiCallInit = { headers?: Record<string, string> }

export type ApiClient = {
  readonly baseUrl: string
  /** GET `path` with `query`; resolves with the parsed JSON body. */
  get<T>(path: string, query?: Record<string, QueryValue>, init?: ApiCallInit): Promise<T>
  /** POST `body` as JSON. */
  post<T>(
    path: string,
    body: unknown,
    query?: Record<string, QueryValue>,
    init?: ApiCallInit,
  ): Promise<T>
  /** The URL a GET would fetch (for images). */
  url(path: string, query?: Record<string, QueryValue>): string
}

// setTimeout's ceiling (2^31 - 1 ms); a longer delay would fire at once.
const MAX_TIMEOUT_MS = 2_147_483_647

export type CreateApiClientParameters = {
  baseUrl: string
  projectId: string
  fetch?: typeof fetch
  /**
   * How long one call may take, from sending to the end of the body; then it is aborted and
   * rejects with HttpTimeoutError.
   * @defaultValue `HTTP_RPC_TIMEOUT_MS` (10 s, SPEC §9 HTTP)
   */
  timeoutMs?: number
}

/**
 * One client for the wallet-directory host and the blockchain API (SPEC §7): every call carries
 * `projectId`, `st` (sdk type) and `sv` (sdk version); a non-OK answer throws HttpStatusError
 * ('HTTP status code: N'), no answer at all throws NetworkRequestError, and a server that does not
 * finish answering within `timeoutMs` (10 s) throws HttpTimeoutError: a call always settles.
 */
export function createApiClient(parameters: CreateApiClientParameters): ApiClient {
  const base = parameters.baseUrl.replace(/\/+$/, '')
  const timeoutMs = parameters.timeoutMs ?? HTTP_RPC_TIMEOUT_MS
  if (!(timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS)) {
    throw new InvalidOptionError('timeoutMs', 'must be a number of milliseconds above 0')
  }
  const url = (path: string, query: Record<string, QueryValue> = {}) => {
    if (!base) return ''
    const target = new URL(`${base}/${path.replace(/^\/+/, '')}`)
    const search = { projectId: parameters.projectId, st: SDK_TYPE, sv: SDK_VERSION, ...query }
    for (const [key, value] of Object.entries(search)) {
      if (value === undefined) continue
      target.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return target.toString()
  }
  const request = async <T>(target: string, init: RequestInit): Promise<T> => {
    // No host configured (see resolveEndpoints): fail as unreachable without a request.
    if (!base) throw new NetworkRequestError({ details: 'no endpoint is configured for this call' })
    const doFetch = parameters.fetch ?? globalThis.fetch
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    // Rejects when the time is up, whether or not `fetch` honours the abort (a custom `fetch`
    // may not): the race settles the call either way.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new HttpTimeoutError(timeoutMs, { details: target })
        controller.abort(error)
        reject(error)
      }, timeoutMs)
    })
    try {
      let response: Response
      try {
        response = await Promise.race([
          doFetch(target, { ...init, signal: controller.signal }),
          timeout,
        ])
      } catch (cause) {
        if (cause instanceof HttpTimeoutError) throw cause
        throw new NetworkRequestError({ cause, details: target })
      }
      if (!response.ok) {
        // The error's JSON body (`{ error, message }`) travels with it, so callers branch on a
        // code rather than on text; a body that isn't JSON is left out.
        const body = await Promise.race([response.json(), timeout]).catch((error: unknown) => {
          if (error instanceof HttpTimeoutError) throw error
        })
        throw new HttpStatusError(response.status, { details: target, body })
      }
      if (response.status === 204) return undefined as T
      // The body can stall after the headers: it counts against the same time-out.
      return (await Promise.race([response.json(), timeout])) as T
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    baseUrl: base,
    url,
    get: (path, query, init) =>
      request(url(path, query), { method: 'GET', ...(init?.headers && { headers: init.headers }) }),
    post: (path, body, query, init) =>
      request(url(path, query), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...init?.headers },
        body: JSON.stringify(body),
      }),
  }
}

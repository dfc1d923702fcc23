import { SDK_TYPE, SDK_VERSION } from '../constants.ts'
import { HttpStatusError, NetworkRequestError } from '../errors/http.ts'

export type QueryValue = string | number | boolean | readonly string[] | undefined

export type ApiClient = {
  readonly baseUrl: string
  /** GET `path` with `query`; resolves with the parsed JSON body. */
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T>
  /** POST `body` as JSON. */
  post<T>(path: string, body: unknown, query?: Record<string, QueryValue>): Promise<T>
  /** The URL a GET would fetch (for images). */
  url(path: string, query?: Record<string, QueryValue>): string
}

export type CreateApiClientParameters = {
  baseUrl: string
  projectId: string
  fetch?: typeof fetch
}

/**
 * One client for the wallet-directory host and the blockchain API (SPEC §7): every call carries
 * `projectId`, `st` (sdk type) and `sv` (sdk version); a non-OK answer throws HttpStatusError
 * ('HTTP status code: N'), no answer at all throws NetworkRequestError.
 */
export function createApiClient(parameters: CreateApiClientParameters): ApiClient {
  const base = parameters.baseUrl.replace(/\/+$/, '')
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
    let response: Response
    try {
      response = await doFetch(target, init)
    } catch (cause) {
      throw new NetworkRequestError({ cause, details: target })
    }
    if (!response.ok) throw new HttpStatusError(response.status, { details: target })
    if (response.status === 204) return undefined as T
    return (await response.json()) as T
  }
  return {
    baseUrl: base,
    url,
    get: (path, query) => request(url(path, query), { method: 'GET' }),
    post: (path, body, query) =>
      request(url(path, query), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  }
}

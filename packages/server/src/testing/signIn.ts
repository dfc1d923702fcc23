/** Helpers of the sign-in tests (`/auth/v1/…` over HTTP against a running server). */
import type { AuthNonceAnswer } from '@latch/core/api'
import type { SiwxMessageFields } from '@latch/core/siwx'

/** The page the test messages come from: allowed by the development project. */
export const SIGN_IN_ORIGIN = 'http://127.0.0.1:5173'
export const SIGN_IN_PROJECT = 'latch-dev-project'

/** A JSON answer: status and parsed body (null for an empty one). */
export type JsonAnswer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers }

/** Calls `path` of the server at `baseUrl` with the project id, answering status and JSON. */
export async function callAuth<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  { projectId = SIGN_IN_PROJECT, ...init }: RequestInit & { projectId?: string } = {},
): Promise<JsonAnswer<T>> {
  const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`
  const response = await fetch(url, init)
  const text = await response.text()
  return {
    status: response.status,
    body: (text === '' ? null : JSON.parse(text)) as T,
    headers: response.headers,
  }
}

/** A fresh nonce of the project. */
export async function fetchNonce(baseUrl: string, projectId = SIGN_IN_PROJECT): Promise<string> {
  const { status, body } = await callAuth<AuthNonceAnswer>(baseUrl, '/auth/v1/nonce', {
    projectId,
  })
  if (status !== 200) throw new Error(`GET /auth/v1/nonce answered ${status}`)
  return body.nonce
}

/** The fields of a message from SIGN_IN_ORIGIN on chain 31337 for `address`, issued `nowMs`. */
export function signInFields(
  address: string,
  nonce: string,
  nowMs: number,
  overrides: Partial<SiwxMessageFields> = {},
): SiwxMessageFields {
  return {
    domain: new URL(SIGN_IN_ORIGIN).host,
    address,
    statement: 'Sign in to the Latch demo',
    uri: `${SIGN_IN_ORIGIN}/`,
    version: '1',
    chainId: 'eip155:31337',
    nonce,
    issuedAt: new Date(nowMs).toISOString(),
    ...overrides,
  }
}

/** POSTs `/auth/v1/authenticate` as a page on `origin` would (null: no Origin header). */
export function authenticate(
  baseUrl: string,
  body: { message: string; signature: string; data?: unknown },
  { origin = SIGN_IN_ORIGIN, projectId }: { origin?: string | null; projectId?: string } = {},
) {
  return callAuth(baseUrl, '/auth/v1/authenticate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin === null ? {} : { origin }) },
    body: JSON.stringify(body),
    projectId,
  })
}

/** GET `/auth/v1/me` with `token` as bearer. */
export function me(baseUrl: string, token: string, projectId?: string) {
  return callAuth(baseUrl, '/auth/v1/me', {
    headers: { authorization: `Bearer ${token}` },
    projectId,
  })
}

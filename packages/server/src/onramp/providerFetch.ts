import { OnrampError } from './OnrampError.ts'

/** Bodies read from a provider: options and quotes are small. */
const MAX_ANSWER_BYTES = 1024 * 1024

/** A provider's answer: its status and JSON body (`undefined` when it is not JSON). */
export type ProviderAnswer = { status: number; body: unknown }

/**
 * Calls a provider. A provider that cannot be reached, times out or answers 5xx is down: 502
 * `provider_unavailable` (callers that can do without it catch that). 4xx answers come back.
 */
export async function providerFetch(
  providerName: string,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<ProviderAnswer> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) })
  } catch (error) {
    throw unavailable(providerName, error)
  }
  const text = await response.text().catch(() => '')
  if (response.status >= 500) throw unavailable(providerName, `HTTP ${response.status}`)
  let body: unknown
  try {
    body = text.length > MAX_ANSWER_BYTES ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, body }
}

export function unavailable(providerName: string, cause: unknown): OnrampError {
  const error = new OnrampError(
    502,
    'provider_unavailable',
    `${providerName} cannot be reached right now`,
  )
  error.cause = cause
  return error
}

/** Whether an error means the provider is down (as opposed to a bad request). */
export function isUnavailable(error: unknown): boolean {
  return error instanceof OnrampError && error.code === 'provider_unavailable'
}

import type { Context } from 'hono'
import { EMBEDDED_MAX_EMAIL_LENGTH } from './constants.ts'
import { EmbeddedError, invalidRequest } from './EmbeddedError.ts'

// How the embedded API reads what a request sends (login and email change alike).

/** The HTML spec's email grammar with a dotted domain and an alphabetic TLD (core's isValidEmail). */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/
const ID = /^[A-Za-z0-9_-]{16,64}$/

/** The JSON object body; 400 `invalid_request` otherwise. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw invalidRequest('The body must be JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest('The body must be a JSON object')
  }
  return body as Record<string, unknown>
}

/** The address in the form it is stored and mailed: trimmed, lower case; 400 `invalid_email`. */
export function readEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (email.length > EMBEDDED_MAX_EMAIL_LENGTH || !EMAIL.test(email)) {
    throw new EmbeddedError(400, 'invalid_email', 'Invalid email')
  }
  return email
}

/** A flow or change id (base64url, 16 to 64 characters); 400 `invalid_request` otherwise. */
export function requiredId(value: unknown, name: string): string {
  if (typeof value !== 'string' || !ID.test(value)) throw invalidRequest(`${name} is malformed`)
  return value
}

export function optionalId(value: unknown, name: string): string | undefined {
  return value === undefined || value === null ? undefined : requiredId(value, name)
}

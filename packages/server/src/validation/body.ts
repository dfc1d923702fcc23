import type { Context } from 'hono'
import { badRequest } from './HttpError.ts'
import { storableText } from './text.ts'

/** Parses the JSON body into an object; 400 `invalid_body` otherwise. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest('invalid_body', 'The body must be JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('invalid_body', 'The body must be a JSON object')
  }
  return body as Record<string, unknown>
}

type StringRule = { max: number; optional?: boolean }

/**
 * Reads a string field (`path` names it in messages); 400 when missing, wrong type, too long, or
 * holding what PostgreSQL cannot store (NUL, an unpaired surrogate).
 */
export function stringField(
  object: Record<string, unknown>,
  key: string,
  rule: StringRule & { optional: true },
  path?: string,
): string | undefined
export function stringField(
  object: Record<string, unknown>,
  key: string,
  rule: StringRule,
  path?: string,
): string
export function stringField(
  object: Record<string, unknown>,
  key: string,
  { max, optional = false }: StringRule,
  path = key,
): string | undefined {
  const value = object[key]
  if (value === undefined || value === null) {
    if (optional) return undefined
    throw badRequest('invalid_body', `${path} is required`)
  }
  if (typeof value !== 'string') throw badRequest('invalid_body', `${path} must be a string`)
  if (value.length > max)
    throw badRequest('invalid_body', `${path} is longer than ${max} characters`)
  return storableText(value, path, 'invalid_body')
}

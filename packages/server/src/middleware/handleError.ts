import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../app/types.ts'
import { DbUnavailableError } from '../db/DbUnavailableError.ts'
import { HttpError } from '../validation/HttpError.ts'

/** `Retry-After` of a 503 while the database is unreachable. */
const DB_RETRY_AFTER_S = 2
/** A 500's log entry: its first line and this many lines of the stack, no more. */
const LOGGED_STACK_LINES = 8
const MAX_LOGGED_CHARS = 2_000

/**
 * Turns thrown errors into JSON `{ error, message }` answers. Client errors (HttpError, Hono's
 * 4xx) and an unreachable database (503; the database logs the outage once) write nothing to the
 * log; an unexpected error becomes 500 and logs one bounded entry: never the error object itself,
 * whose fields (a driver error's query and parameters) can run to kilobytes.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HttpError) {
    return c.json(error.toBody(), error.status, error.headers)
  }
  if (error instanceof DbUnavailableError) {
    return c.json(
      { error: 'database_unavailable', message: 'The database is unavailable; retry shortly' },
      503,
      { 'Retry-After': String(DB_RETRY_AFTER_S) },
    )
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Raised by Hono's own middleware (body limit): keep its status.
    const code = error.status === 413 ? 'invalid_body' : 'invalid_parameter'
    return c.json({ error: code, message: error.message || 'Request refused' }, error.status)
  }
  console.error(`[latch-server] 500 ${c.req.method} ${quoted(c.req.path)}: ${describe(error)}`)
  return c.json({ error: 'internal_error', message: 'Internal server error' }, 500)
}

/** 404 with the JSON error body. */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404)

/** The path with control characters escaped (one log entry stays one entry), at most 200 chars. */
function quoted(path: string): string {
  return JSON.stringify(path.slice(0, 200)).slice(1, -1)
}

function describe(error: unknown): string {
  const text =
    error instanceof Error
      ? (error.stack ?? `${error.name}: ${error.message}`)
          .split('\n')
          .slice(0, 1 + LOGGED_STACK_LINES)
          .join('\n')
      : String(error)
  return text.length > MAX_LOGGED_CHARS ? `${text.slice(0, MAX_LOGGED_CHARS)}…` : text
}

import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../app/types.ts'
import { HttpError } from '../validation/HttpError.ts'

/** Turns thrown errors into JSON `{ error, message }` answers; unexpected ones become 500. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HttpError) {
    return c.json(error.toBody(), error.status, error.headers)
  }
  if (error instanceof HTTPException) {
    // Raised by Hono's own middleware (body limit): keep its status.
    const code = error.status === 413 ? 'invalid_body' : 'internal_error'
    return c.json({ error: code, message: error.message || 'Request refused' }, error.status)
  }
  console.error('[latch-server]', c.req.method, c.req.path, error)
  return c.json({ error: 'internal_error', message: 'Internal server error' }, 500)
}

/** 404 with the JSON error body. */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404)

import type { Socket } from 'node:net'
import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'

/**
 * The TCP socket a request came in on, when served by `@hono/node-server` (`startServer`);
 * `undefined` for `app.request()` calls in tests, which have no connection.
 */
export function requestSocket(c: Context): Socket | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket
}

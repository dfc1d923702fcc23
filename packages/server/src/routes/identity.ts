import { Hono } from 'hono'
import type { AppEnv } from '../app/types.ts'
import { parseEvmAddress } from '../validation/params.ts'

/**
 * `GET /v1/identity/:address`: `{ name, avatar }`. Both are null until the name registry
 * (a later issue) exists on the devnet.
 */
export function identityRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/v1/identity/:address', (c) => {
    parseEvmAddress(c.req.param('address'))
    return c.json({ name: null as string | null, avatar: null as string | null })
  })
  return app
}

import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { readJsonObject } from '../validation/body.ts'

/**
 * The on-ramp calls (SPEC §7): `GET /v1/onramp/options`, `POST /v1/onramp/quote`,
 * `POST /v1/generators/onrampurl` and the order status `GET /v1/onramp/orders/{provider}/{orderId}`,
 * over the providers of the config's `onramp` section (secrets stay here). Shapes in
 * `@latch/core/api` (`Onramp*`), documented in docs/onramp-server.md.
 */
export function onrampRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/v1/onramp/options', async (c) => c.json(await deps.onramp.options()))
  app.post('/v1/onramp/quote', async (c) =>
    c.json(await deps.onramp.quote(await readJsonObject(c))),
  )
  app.post('/v1/generators/onrampurl', async (c) =>
    c.json(await deps.onramp.url(await readJsonObject(c))),
  )
  app.get('/v1/onramp/orders/:provider/:orderId', async (c) =>
    c.json(await deps.onramp.order(c.req.param('provider'), c.req.param('orderId'))),
  )
  return app
}

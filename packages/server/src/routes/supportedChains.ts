import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'

/** `GET /v1/supported-chains`: CAIP-2 ids the blockchain API serves (HTTP only, no WebSocket). */
export function supportedChainsRoutes({ chains }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/v1/supported-chains', (c) =>
    c.json({ http: chains.list.map((chain) => chain.caip2), ws: [] as string[] }),
  )
  return app
}

import type { SupportedChainsAnswer } from '@latch/core/api'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'

/**
 * `GET /v1/supported-chains`: CAIP-2 ids the blockchain API serves (HTTP only, no WebSocket):
 * the EVM chains, then the Solana clusters (served for balances only).
 */
export function supportedChainsRoutes({ chains, solanaChains }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/v1/supported-chains', (c) =>
    c.json({
      http: [...chains.list, ...solanaChains.list].map((chain) => chain.caip2),
      ws: [],
    } satisfies SupportedChainsAnswer),
  )
  return app
}

import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { servedChain } from '../chain/servedChain.ts'
import { registryChains } from '../names/registryChains.ts'
import { parseEvmAddress } from '../validation/params.ts'
import { upstreamError } from '../validation/upstreamError.ts'

/**
 * `GET /v1/identity/:address?sender&chainId`: `{ name, avatar }` from the name registry's
 * reverse record, on `chainId` (a served chain) or else the first chain with a registry; nulls
 * when the account has no name or no chain has a registry. `sender` (SPEC §7) is accepted and
 * unused. Cached briefly per process.
 */
export function identityRoutes({ chains, names }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/v1/identity/:address', async (c) => {
    const address = parseEvmAddress(c.req.param('address'))
    const chainId = c.req.query('chainId')
    const chain = chainId ? servedChain(chains, chainId) : registryChains(chains)[0]
    if (!chain) return c.json({ name: null, avatar: null })
    const identity = await names.identity(chain, address).catch(upstreamError('names', chain.caip2))
    return c.json(identity)
  })
  return app
}

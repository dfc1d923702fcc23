import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { parseName } from '../names/parseName.ts'
import { HttpError } from '../validation/HttpError.ts'
import { parseEvmAddress } from '../validation/params.ts'
import { upstreamError } from '../validation/upstreamError.ts'

/**
 * Account names (SPEC §7), read from the configured chains' name registries:
 * - `GET /v1/profile/account/:name?apiVersion` → `{ name, registered, updated, addresses: {
 *   [coinType]: { address, created } }, attributes: { avatar? } }`; 404 `not_found` when no
 *   chain resolves the name. Coin types are ENSIP-11's (`0x80000000 | chainId`).
 * - `GET /v1/profile/reverse/:address?sender&apiVersion` → the list of those profiles for the
 *   names the address holds (`[]` when none).
 */
export function profileRoutes({ names }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/v1/profile/account/:name', async (c) => {
    const name = parseName(c.req.param('name'))
    const profile = await names.profile(name).catch(upstreamError('names', 'the name registries'))
    if (!profile) throw new HttpError(404, 'not_found', `No account is named '${name}'`)
    return c.json(profile)
  })
  app.get('/v1/profile/reverse/:address', async (c) => {
    const address = parseEvmAddress(c.req.param('address'))
    return c.json(await names.reverse(address).catch(upstreamError('names', 'the name registries')))
  })
  return app
}

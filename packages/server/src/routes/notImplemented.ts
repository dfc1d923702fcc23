import { Hono } from 'hono'
import type { AppEnv } from '../app/types.ts'
import { HttpError } from '../validation/HttpError.ts'

/** SPEC §7 blockchain calls whose features come in later issues, with the feature they serve. */
export const NOT_IMPLEMENTED_ROUTES = [
  ['GET', '/v1/profile/suggestions/:name', 'account names'],
  ['POST', '/v1/profile/account', 'account names'],
] as const

/** Answers 501 `{ error: 'not_implemented', message }` for the calls not built yet. */
export function notImplementedRoutes() {
  const app = new Hono<AppEnv>()
  for (const [method, path, feature] of NOT_IMPLEMENTED_ROUTES) {
    app.on(method, path, () => {
      throw new HttpError(
        501,
        'not_implemented',
        `${method} ${path} (${feature}) is not implemented by this server yet`,
      )
    })
  }
  return app
}

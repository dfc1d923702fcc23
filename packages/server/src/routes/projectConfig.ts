import type {
  AllowedOriginsAnswer,
  AnalyticsConfigAnswer,
  ProjectConfigAnswer,
} from '@latch/core/api'
import { Hono } from 'hono'
import type { AppEnv } from '../app/types.ts'
import { remoteFeatures, type ServerOffer } from '../projects/remoteFeatures.ts'

/** Project settings the kit reads at start: remote features, allowed origins, analytics. */
export function projectConfigRoutes(offer: ServerOffer = {}) {
  const app = new Hono<AppEnv>()
  app.get('/appkit/v1/config', (c) =>
    c.json({ features: remoteFeatures(c.get('project'), offer) } satisfies ProjectConfigAnswer),
  )
  app.get('/projects/v1/origins', (c) =>
    c.json({ allowedOrigins: c.get('project').allowedOrigins } satisfies AllowedOriginsAnswer),
  )
  app.get('/getAnalyticsConfig', (c) =>
    c.json({
      isAnalyticsEnabled: c.get('project').analyticsEnabled,
    } satisfies AnalyticsConfigAnswer),
  )
  return app
}

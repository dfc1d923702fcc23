import { ANALYTICS_FIELD_MAX_LENGTH as LIMIT } from '@latch/core/api'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { readJsonObject, stringField } from '../validation/body.ts'
import { badRequest } from '../validation/HttpError.ts'
import { storableText, truncateText } from '../validation/text.ts'

const MAX_SDK_PARAM = 64

/**
 * `POST /e` (SPEC §7 analytics host): stores error events. 202 when stored (a repeated eventId
 * is stored once), 204 when the project has analytics off, 400 for other event types and for
 * text PostgreSQL cannot store (NUL, unpaired surrogates), in the body or in `st` / `sv`.
 */
export function analyticsRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.post('/e', async (c) => {
    const project = c.get('project')
    const body = await readJsonObject(c)
    const props = body.props
    if (typeof props !== 'object' || props === null || Array.isArray(props)) {
      throw badRequest('invalid_body', 'props must be an object')
    }
    const p = props as Record<string, unknown>
    const type = stringField(p, 'type', { max: LIMIT.type }, 'props.type')
    if (type !== 'error') {
      throw badRequest('invalid_body', `props.type must be 'error' (only errors are collected)`)
    }
    const event = {
      eventId: stringField(body, 'eventId', { max: LIMIT.eventId }),
      url: stringField(body, 'url', { max: LIMIT.url, optional: true }),
      domain: stringField(body, 'domain', { max: LIMIT.domain, optional: true }),
      timestamp: body.timestamp,
      props: {
        type,
        event: stringField(p, 'event', { max: LIMIT.event }, 'props.event'),
        errorType: stringField(
          p,
          'errorType',
          { max: LIMIT.errorType, optional: true },
          'props.errorType',
        ),
        errorMessage: stringField(
          p,
          'errorMessage',
          { max: LIMIT.errorMessage, optional: true },
          'props.errorMessage',
        ),
        stackTrace: stringField(
          p,
          'stackTrace',
          { max: LIMIT.stackTrace, optional: true },
          'props.stackTrace',
        ),
        address: stringField(p, 'address', { max: LIMIT.address, optional: true }, 'props.address'),
      },
    }
    if (
      typeof event.timestamp !== 'number' ||
      !Number.isSafeInteger(event.timestamp) ||
      event.timestamp < 0
    ) {
      throw badRequest('invalid_body', 'timestamp must be a whole number of milliseconds')
    }
    const sdkType = sdkParam(c.req.query('st'), 'st')
    const sdkVersion = sdkParam(c.req.query('sv'), 'sv')
    if (!project.analyticsEnabled) return c.body(null, 204)
    await db.query(
      `INSERT INTO analytics_events
         (project_id, event_id, sdk_type, sdk_version, url, domain, event_timestamp, props)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (project_id, event_id) DO NOTHING`,
      [
        project.id,
        event.eventId,
        sdkType,
        sdkVersion,
        event.url ?? null,
        event.domain ?? null,
        event.timestamp,
        JSON.stringify(event.props),
      ],
    )
    return c.json({ accepted: true, eventId: event.eventId }, 202)
  })
  return app
}

/** The sdk type or version query value, cut to 64 characters; 400 when it cannot be stored. */
function sdkParam(value: string | undefined, name: string): string | null {
  if (value === undefined) return null
  return storableText(truncateText(value, MAX_SDK_PARAM), name, 'invalid_parameter')
}

import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app/types.ts'
import type { ProjectLookup } from '../projects/createProjectCache.ts'
import { HttpError } from '../validation/HttpError.ts'

const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/**
 * Requires the `projectId` query parameter (SPEC §7: every call carries it) and a known
 * project: 400 when missing or malformed, 403 when unknown. POST bodies may carry it instead
 * (SPEC §7 lists `projectId` in the fungible price body).
 */
export function requireProject(lookup: ProjectLookup): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = c.req.query('projectId') ?? (await projectIdFromBody(c))
    if (id === undefined || id === '') {
      throw new HttpError(400, 'missing_project_id', 'The projectId query parameter is required')
    }
    if (!PROJECT_ID_PATTERN.test(id)) {
      throw new HttpError(
        400,
        'invalid_project_id',
        'projectId must be 1-128 letters, digits, _ or -',
      )
    }
    const project = await lookup(id)
    if (!project) throw new HttpError(403, 'unknown_project', `Unknown project id '${id}'`)
    c.set('project', project)
    await next()
  }
}

async function projectIdFromBody(c: Context<AppEnv>): Promise<string | undefined> {
  if (c.req.method !== 'POST' || !c.req.header('Content-Type')?.includes('application/json')) {
    return undefined
  }
  try {
    // Hono caches the parsed body, so the handler can read it again.
    const body: unknown = await c.req.json()
    const id = (body as { projectId?: unknown })?.projectId
    return typeof id === 'string' ? id : undefined
  } catch {
    return undefined
  }
}

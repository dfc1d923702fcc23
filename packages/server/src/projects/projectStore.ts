import type { Db } from '../db/db.ts'
import type { Project, ProjectInput } from './types.ts'

type ProjectRow = {
  id: string
  name: string
  allowed_origins: unknown
  features: unknown
  analytics_enabled: boolean
  rate_limit_per_minute: number | null
}

/** Reads one project, or undefined when the id is unknown. */
export async function getProject(db: Db, id: string): Promise<Project | undefined> {
  const rows = await db.query<ProjectRow>(
    `SELECT id, name, allowed_origins, features, analytics_enabled, rate_limit_per_minute
     FROM projects WHERE id = $1`,
    [id],
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: Array.isArray(row.allowed_origins) ? row.allowed_origins.map(String) : [],
    features: isObject(row.features) ? (row.features as Project['features']) : {},
    analyticsEnabled: row.analytics_enabled,
    rateLimitPerMinute: row.rate_limit_per_minute,
  }
}

/** Up to `limit` project ids (in no particular order). */
export async function listProjectIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM projects LIMIT $1', [limit])
  return rows.map((row) => row.id)
}

/** Creates or replaces a project. */
export async function upsertProject(db: Db, input: ProjectInput): Promise<void> {
  await db.query(
    `INSERT INTO projects (id, name, allowed_origins, features, analytics_enabled, rate_limit_per_minute)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, allowed_origins = EXCLUDED.allowed_origins,
       features = EXCLUDED.features, analytics_enabled = EXCLUDED.analytics_enabled,
       rate_limit_per_minute = EXCLUDED.rate_limit_per_minute`,
    [
      input.id,
      input.name ?? input.id,
      JSON.stringify(input.allowedOrigins),
      JSON.stringify(input.features ?? {}),
      input.analyticsEnabled ?? true,
      input.rateLimitPerMinute ?? null,
    ],
  )
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

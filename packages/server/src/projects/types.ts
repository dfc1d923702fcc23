import type { RemoteFeatureId } from '@latch/core/api'

/** One feature's remote setting; `config` carries a list (e.g. social providers) or null. */
export type FeatureSetting = { isEnabled: boolean; config?: unknown }

/** A project as the server knows it. */
export type Project = {
  id: string
  name: string
  /** Origin patterns, wildcards allowed: `http://127.0.0.1:*`, `https://*.example.com`. */
  allowedOrigins: string[]
  /** Overrides of the remote feature defaults. */
  features: Partial<Record<RemoteFeatureId, FeatureSetting>>
  analyticsEnabled: boolean
  /** Requests per minute; the server default applies when null. */
  rateLimitPerMinute: number | null
}

/** A project to create or update at start-up (config file `projects`). */
export type ProjectInput = Pick<Project, 'id' | 'allowedOrigins'> &
  Partial<Omit<Project, 'id' | 'allowedOrigins'>>

/** The project seeded by the first migration, for local development. */
export const DEV_PROJECT_ID = 'latch-dev-project'

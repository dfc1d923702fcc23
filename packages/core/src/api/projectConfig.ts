// What the wallet directory host answers about the project (SPEC §7), defined once: the kit reads
// it at start and `@latch/server` writes it from the project's settings.

/**
 * The ids of the remote features (SPEC §3 Remote features), in the order
 * `GET /appkit/v1/config` lists them. The kit maps each to a flag of its `features`
 * (`reownBranding` → `branding`).
 *
 * @example
 * REMOTE_FEATURE_IDS.includes('swaps') // true
 */
export const REMOTE_FEATURE_IDS = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
] as const

/** One of {@link REMOTE_FEATURE_IDS}. */
export type RemoteFeatureId = (typeof REMOTE_FEATURE_IDS)[number]

/** One entry of {@link ProjectConfigAnswer}'s `features`. */
export type RemoteFeatureEntry = {
  id: RemoteFeatureId
  /** Remote features are on unless the project turns them off (SPEC §9). */
  isEnabled: boolean
  /** The feature's settings, e.g. the social providers in order for `socials`; else null. */
  config: unknown
}

/**
 * What `GET /appkit/v1/config` answers: every remote feature, on or off.
 *
 * @example
 * const answer: ProjectConfigAnswer = {
 *   features: [{ id: 'swaps', isEnabled: false, config: null }],
 * }
 */
export type ProjectConfigAnswer = { features: RemoteFeatureEntry[] }

/**
 * What `GET /projects/v1/origins` answers: the origin patterns the project's pages may be served
 * from (`https://*.example.com`, `http://127.0.0.1:*`); an empty list skips the check.
 */
export type AllowedOriginsAnswer = { allowedOrigins: string[] }

/** What `GET /getAnalyticsConfig` answers: whether the project takes error reports (`POST /e`). */
export type AnalyticsConfigAnswer = { isAnalyticsEnabled: boolean }

import { DEFAULT_SOCIALS } from '@latch/core/api'
import { type Project, REMOTE_FEATURE_IDS, type RemoteFeatureId } from './types.ts'

/** One entry of `GET /appkit/v1/config` → `features`. */
export type RemoteFeature = { id: RemoteFeatureId; isEnabled: boolean; config: unknown }

const DEFAULT_CONFIG: Record<RemoteFeatureId, unknown> = {
  email: null,
  socials: DEFAULT_SOCIALS,
  swaps: null,
  onramp: null,
  activity: null,
  reownBranding: null,
}

/**
 * The remote features of a project: every SPEC §3 feature, enabled unless the project says
 * otherwise (SPEC §9: remote features default to true), with its config list or null.
 */
export function remoteFeatures(project: Project): RemoteFeature[] {
  return REMOTE_FEATURE_IDS.map((id) => {
    const setting = project.features[id]
    return {
      id,
      isEnabled: setting?.isEnabled ?? true,
      config: setting?.config ?? DEFAULT_CONFIG[id],
    }
  })
}

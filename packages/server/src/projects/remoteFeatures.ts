import {
  DEFAULT_SOCIALS,
  REMOTE_FEATURE_IDS,
  type RemoteFeatureEntry,
  type RemoteFeatureId,
} from '@latch/core/api'
import type { Project } from './types.ts'

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
export function remoteFeatures(project: Project): RemoteFeatureEntry[] {
  return REMOTE_FEATURE_IDS.map((id) => {
    const setting = project.features[id]
    return {
      id,
      isEnabled: setting?.isEnabled ?? true,
      config: setting?.config ?? DEFAULT_CONFIG[id],
    }
  })
}

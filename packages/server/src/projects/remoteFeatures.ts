import {
  DEFAULT_SOCIALS,
  REMOTE_FEATURE_IDS,
  type RemoteFeatureEntry,
  type RemoteFeatureId,
  type Social,
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

/** What this server can do beyond the project's settings. */
export type ServerOffer = {
  /**
   * The social logins this server's embedded wallet frame has configured (its providers, and
   * farcaster with a relay); undefined when it runs no frame (another server's frame may).
   */
  socials?: readonly Social[] | undefined
}

/**
 * The remote features of a project: every SPEC §3 feature, enabled unless the project says
 * otherwise (SPEC §9: remote features default to true), with its config list or null. The
 * `socials` list keeps only what `offer.socials` names, when given: a button for a provider the
 * server has no client for could only fail.
 */
export function remoteFeatures(project: Project, offer: ServerOffer = {}): RemoteFeatureEntry[] {
  return REMOTE_FEATURE_IDS.map((id) => {
    const setting = project.features[id]
    let config = setting?.config ?? DEFAULT_CONFIG[id]
    if (id === 'socials' && offer.socials && Array.isArray(config)) {
      const offered = new Set<unknown>(offer.socials)
      config = config.filter((social) => offered.has(social))
    }
    return { id, isEnabled: setting?.isEnabled ?? true, config }
  })
}

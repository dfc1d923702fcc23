import { DEFAULT_SOCIALS } from '../utils/socials.ts'
import { type Features, REMOTE_FEATURES, type RemoteFeature } from './features.ts'

/** SPEC §9: receive, send, analytics, allWallets on; legalCheckbox, smartSessions, collapseWallets, pay off. */
export const DEFAULT_FEATURES: Features = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
  activity: true,
  branding: true,
}

/** A remote feature as the server's config reports it (SPEC §7 `/appkit/v1/config`). */
export type RemoteFeatureConfig = {
  id: RemoteFeature
  isEnabled: boolean
  /** The feature's settings; for `socials`, the providers the project allows. */
  config?: unknown
}

/**
 * The features in force: SPEC §9 defaults, then the site's flags, then the server's remote
 * config (a remote feature stays on unless the server says otherwise), and basic mode turns
 * every remote feature off.
 */
export function resolveFeatures(
  local: Partial<Features> | undefined,
  options: { basic?: boolean; remote?: readonly RemoteFeatureConfig[] } = {},
): Features {
  const features: Features = { ...DEFAULT_FEATURES, ...local }
  for (const { id, isEnabled, config } of options.remote ?? []) {
    if (!isEnabled) setRemote(features, id, false)
    // The project's list of providers filters the site's (whose order stays).
    else if (id === 'socials' && Array.isArray(config) && features.socials) {
      features.socials = features.socials.filter((social) => config.includes(social))
    }
  }
  if (options.basic) for (const id of REMOTE_FEATURES) setRemote(features, id, false)
  return features
}

function setRemote(features: Features, id: RemoteFeature, on: false): void {
  if (id === 'socials') features.socials = on
  else features[id] = on
}

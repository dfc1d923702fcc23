import type { Social } from '../utils/socials.ts'

/** A way to connect, as ordered on the Connect view (SPEC §2 Connect methods). */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** Feature flags a site sets (SPEC §9). */
export type Features = {
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  /** Remote features: on unless the server's config says otherwise. */
  email: boolean
  socials: readonly Social[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  /** Show "Secured by Latch" under the modal. */
  branding: boolean
  /** Overrides the SPEC §2 order of connect methods. */
  connectMethodsOrder?: readonly ConnectMethod[]
}

/** Names of the features the server's config can turn off (SPEC §3 Remote features). */
export const REMOTE_FEATURES = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'branding',
] as const satisfies readonly (keyof Features)[]

export type RemoteFeature = (typeof REMOTE_FEATURES)[number]

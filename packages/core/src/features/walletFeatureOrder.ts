import type { Features } from './features.ts'

/** SPEC §2 wallet feature order. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

/** A feature button of the Account view (SPEC §2: on-ramp, swaps, receive, send). */
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/** The wallet features to show on the Account view, in SPEC order, those switched on only. */
export function getWalletFeatures(features: Features): WalletFeature[] {
  return WALLET_FEATURE_ORDER.filter((feature) => features[feature])
}

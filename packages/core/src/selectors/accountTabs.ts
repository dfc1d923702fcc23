import type { Features } from '../features/features.ts'
import type { AccountTab, LatchState } from '../types/state.ts'

const WITH_ACTIVITY: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity']
const WITHOUT_ACTIVITY: readonly AccountTab[] = ['Tokens', 'NFTs']

/**
 * SPEC §2: the Account modal's tabs — Tokens, NFTs and Activity, the last only while the
 * activity feature is on. The same array for the same answer, so a view can select it.
 */
export function getAccountTabs(features: Pick<Features, 'activity'>): readonly AccountTab[] {
  return features.activity ? WITH_ACTIVITY : WITHOUT_ACTIVITY
}

/** The Account modal's tab shown: the one last picked while it is offered, else Tokens. */
export function getAccountTab(state: Pick<LatchState, 'features' | 'accountTab'>): AccountTab {
  return getAccountTabs(state.features).includes(state.accountTab) ? state.accountTab : 'Tokens'
}

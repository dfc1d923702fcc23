import type { Transaction } from '../api/history.ts'
import type { CaipNetworkId } from '../types/network.ts'

/**
 * Where the activity list stands (SPEC §4 Activity: loading, empty, or paged by a next cursor).
 * `unsupported`: the namespace has no history API (SPEC §9: activity is eip155 only).
 */
export type ActivityStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unsupported'

/** The activity slice of the store: one account on one chain at a time. */
export type ActivityState = {
  status: ActivityStatus
  /** Pages loaded so far, newest first; spam-only and other chains' transactions left out. */
  transactions: Transaction[]
  /** Cursor of the next page; `undefined` on the last page (or after a failure). */
  next: string | undefined
  /** Whose activity this is. */
  address: string | undefined
  chainId: CaipNetworkId | undefined
}

export const INITIAL_ACTIVITY_STATE: ActivityState = {
  status: 'idle',
  transactions: [],
  next: undefined,
  address: undefined,
  chainId: undefined,
}

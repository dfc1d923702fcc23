import type { LatchState } from '../types/state.ts'

/**
 * SPEC §4: closing is disabled in the sign and approve views while sign-in is required and the
 * account asked for has no session (`state.siwx.request` is set exactly then).
 */
export function isCloseBlocked(state: Pick<LatchState, 'siwx' | 'history'>): boolean {
  const view = state.history.at(-1)?.view
  return Boolean(
    state.siwx?.request &&
      state.siwx.required &&
      (view === 'SIWXSignMessage' || view === 'ApproveTransaction'),
  )
}

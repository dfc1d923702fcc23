import type { EmbeddedState } from './types.ts'

/** `state.embedded` before any email login: no frame, the email step. */
export const INITIAL_EMBEDDED_STATE: EmbeddedState = {
  status: 'idle',
  step: 'email',
  pending: false,
}

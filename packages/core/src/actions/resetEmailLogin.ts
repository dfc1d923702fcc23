import type { Client } from '../client/types.ts'
import { INITIAL_EMBEDDED_STATE } from '../embedded/embeddedState.ts'

/** What {@link resetEmailLogin} returns. */
export type ResetEmailLoginReturnType = undefined
/** {@link resetEmailLogin} throws nothing by design. */
export type ResetEmailLoginErrorType = never

/**
 * Back to EmailLogin's email step ("use another email"): the address, code step and errors are
 * forgotten and a device wait in progress is stopped in the frame. A signed-in user stays.
 *
 * @example
 * resetEmailLogin(latch)
 */
export function resetEmailLogin(client: Client): ResetEmailLoginReturnType {
  const runtime = client.runtime.embedded
  const id = runtime?.loginRequestId
  if (runtime && id) {
    runtime.loginRequestId = undefined
    runtime.resolved
      ?.call('ABORT', { requestId: id })
      .catch((error: unknown) => client.logger.info('the frame did not take ABORT', error))
  }
  client.store.setState(({ embedded }) => ({
    embedded: {
      ...INITIAL_EMBEDDED_STATE,
      status: embedded.status,
      ...(embedded.user ? { user: embedded.user } : {}),
    },
  }))
  return undefined
}

import type { Client } from '../client/types.ts'

/**
 * Forgets UpdateEmailWallet's change (`state.embedded.emailChange`): the view starts again at
 * the new address's field. The view calls it when it closes; a change half done on the server
 * simply expires (10 minutes).
 *
 * @example
 * resetUpdateEmail(latch)
 */
export function resetUpdateEmail(client: Client): void {
  client.store.setState((state) => {
    if (!state.embedded.emailChange) return {}
    const { emailChange: _, ...embedded } = state.embedded
    return { embedded }
  })
}

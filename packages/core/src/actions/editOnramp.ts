import type { Client } from '../client/types.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'

/** What {@link editOnramp} returns. */
export type EditOnrampReturnType = undefined
/** {@link editOnramp} throws nothing by design. */
export type EditOnrampErrorType = never

/**
 * Back to the Buy form from a failure, or from waiting for a purchase the visitor gave up on
 * (the order is no longer followed; the provider keeps it). What was typed stays. Does nothing
 * while the provider's page is being prepared, after a success, or while no Buy view is open.
 *
 * @example
 * editOnramp(latch)
 */
export function editOnramp(client: Client): EditOnrampReturnType {
  const { onramp } = client.store.getState()
  if (onramp?.step !== 'failed' && onramp?.step !== 'waiting') return
  patchOnramp(client, onramp.entry, { step: 'form', order: undefined, error: undefined })
}

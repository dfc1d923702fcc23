import type { Client } from '../client/types.ts'

/** What {@link resetOnramp} returns. */
export type ResetOnrampReturnType = undefined
/** {@link resetOnramp} throws nothing by design. */
export type ResetOnrampErrorType = never

/**
 * Ends the open purchase: `state.onramp` becomes `undefined`; an answer still on its way (a
 * quote, the order's status) writes nothing and the order is no longer followed (the provider
 * still completes it). Leaving the Buy view (back, close) does this by itself.
 *
 * @example
 * resetOnramp(latch)
 */
export function resetOnramp(client: Client): ResetOnrampReturnType {
  client.store.setState({ onramp: undefined })
}

import type { Client } from '../client/types.ts'

/** What {@link resetSwap} returns. */
export type ResetSwapReturnType = undefined
/** {@link resetSwap} throws nothing by design. */
export type ResetSwapErrorType = never

/**
 * Ends the open swap: `state.swap` becomes `undefined`, and an answer still on its way (a quote,
 * the wallet's) writes nothing. Leaving the Swap view (back, close) does this by itself.
 *
 * @example
 * resetSwap(latch)
 */
export function resetSwap(client: Client): ResetSwapReturnType {
  client.store.setState({ swap: undefined })
}

import type { Client } from '../client/types.ts'

/** What {@link resetSend} returns. */
export type ResetSendReturnType = undefined
/** {@link resetSend} throws nothing by design. */
export type ResetSendErrorType = never

/**
 * Ends the open send: `state.send` (SPEC §3 Send state) becomes `undefined`, and an answer still
 * on its way (a name, a fee, the wallet's) writes nothing. Leaving the Send view (back, close) does
 * this by itself.
 *
 * @example
 * latch.resetSend()
 */
export function resetSend(client: Client): ResetSendReturnType {
  client.store.setState({ send: undefined })
}

import type { Client } from '../client/types.ts'
import { INITIAL_SEND_STATE } from '../send/sendState.ts'

/** What {@link resetSend} returns. */
export type ResetSendReturnType = undefined
/** {@link resetSend} throws nothing by design. */
export type ResetSendErrorType = never

/**
 * Empties `state.send` (SPEC §3 Send state): the open Send view, if any, shows nothing more until
 * it starts anew. Leaving the view (back, close) does this by itself.
 *
 * @example
 * latch.resetSend()
 */
export function resetSend(client: Client): ResetSendReturnType {
  client.store.setState({ send: INITIAL_SEND_STATE })
}

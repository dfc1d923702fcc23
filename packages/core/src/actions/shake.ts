import type { Client } from '../client/types.ts'
import { SHAKE_DURATION_MS } from '../constants.ts'

/** What {@link shake} returns. */
export type ShakeReturnType = undefined
/** {@link shake} throws nothing by design. */
export type ShakeErrorType = never

/**
 * Shakes the modal (SPEC §4: 500 ms) to say "not like that".
 *
 * @example
 * latch.shake()
 */
export function shake(client: Client): ShakeReturnType {
  client.store.setState({ shaking: true })
  client.schedule(() => client.store.setState({ shaking: false }), SHAKE_DURATION_MS)
}

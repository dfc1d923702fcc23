import type { Client } from '../client/types.ts'
import type { SendState } from './sendState.ts'

/**
 * Merges `patch` into `state.send` while the send still belongs to `entry`: an answer that
 * arrives after the visitor left (or started another send) writes nothing.
 */
export function patchSend(
  client: Client,
  entry: SendState['entry'],
  patch: Partial<SendState> | ((send: SendState) => Partial<SendState>),
): void {
  client.store.setState((state) => {
    const { send } = state
    if (send?.entry !== entry) return state
    return { send: { ...send, ...(typeof patch === 'function' ? patch(send) : patch) } }
  })
}

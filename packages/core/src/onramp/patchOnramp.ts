import type { Client } from '../client/types.ts'
import type { OnrampState } from './onrampState.ts'

/**
 * Merges `patch` into `state.onramp` while the purchase still belongs to `entry`: an answer that
 * arrives after the visitor left (or opened Buy again) writes nothing.
 */
export function patchOnramp(
  client: Client,
  entry: OnrampState['entry'],
  patch: Partial<OnrampState> | ((onramp: OnrampState) => Partial<OnrampState>),
): void {
  client.store.setState((state) => {
    const { onramp } = state
    if (onramp?.entry !== entry) return state
    return { onramp: { ...onramp, ...(typeof patch === 'function' ? patch(onramp) : patch) } }
  })
}

import type { Client } from '../client/types.ts'
import type { SwapState } from './swapState.ts'

/**
 * Merges `patch` into `state.swap` while the swap still belongs to `entry`: an answer that
 * arrives after the visitor left (or opened another Swap) writes nothing.
 */
export function patchSwap(
  client: Client,
  entry: SwapState['entry'],
  patch: Partial<SwapState> | ((swap: SwapState) => Partial<SwapState>),
): void {
  client.store.setState((state) => {
    const { swap } = state
    if (swap?.entry !== entry) return state
    return { swap: { ...swap, ...(typeof patch === 'function' ? patch(swap) : patch) } }
  })
}

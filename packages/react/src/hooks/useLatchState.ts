import type { CaipNetworkId, ChainNamespace, LatchState, ViewName } from '@latch/core'
import { shallowEqual } from '../utils/shallowEqual.ts'
import { useLatchStore } from './useLatchStore.ts'

export type UseLatchStateParameters = undefined

export type UseLatchStateReturnType = {
  /** Whether the modal is open. */
  open: boolean
  /** The CAIP-2 id of the active network, e.g. `eip155:1`. */
  selectedNetworkId: CaipNetworkId | undefined
  activeNamespace: ChainNamespace | undefined
  loading: boolean
  /** The view on top of the history stack. */
  view: ViewName
}

function selectModalState(state: LatchState): UseLatchStateReturnType {
  return {
    open: state.open,
    selectedNetworkId: state.activeCaipNetworkId,
    activeNamespace: state.activeNamespace,
    loading: state.loading,
    view: state.history.at(-1)?.view ?? 'Connect',
  }
}

/**
 * The modal's state: open or not, the active network and namespace, the view shown.
 * Re-renders only when one of these changes.
 *
 * @example
 * const { open, view } = useLatchState()
 */
export function useLatchState(): UseLatchStateReturnType {
  return useLatchStore(selectModalState, shallowEqual)
}

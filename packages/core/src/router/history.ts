import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { RouteEntry, ViewDirection } from './views.ts'

/** The router's part of the state: the view stack and the last direction. */
export type RouterState = { history: RouteEntry[]; direction: ViewDirection }

/** The stack the modal starts from, and returns to when closed (SPEC §2). */
export const INITIAL_ROUTER_STATE: RouterState = {
  history: [{ view: 'Connect' }],
  direction: 'next',
}

export function push(state: RouterState, entry: RouteEntry): RouterState {
  const top = state.history.at(-1)
  // Pushing the view already shown would need two backs to leave it.
  if (top && top.view === entry.view && top.params === entry.params) return state
  return { history: [...state.history, entry], direction: 'next' }
}

export function replace(state: RouterState, entry: RouteEntry): RouterState {
  return { history: [...state.history.slice(0, -1), entry], direction: 'next' }
}

export function reset(entry: RouteEntry): RouterState {
  return { history: [entry], direction: 'next' }
}

/**
 * SPEC §2 back: pops the history; with one entry left it means "close" (returns `undefined`);
 * when connected, landing on Connect shows Account instead.
 */
export function pop(
  state: RouterState,
  isConnected: boolean | ((namespace: ChainNamespace | undefined) => boolean),
): RouterState | undefined {
  if (state.history.length <= 1) return undefined
  const history = state.history.slice(0, -1)
  const top = history.at(-1)
  if (top?.view === 'Connect') {
    // A Connect view for one namespace stays unless that namespace is the connected one.
    const namespace = (top.params as { namespace?: ChainNamespace } | undefined)?.namespace
    const connected = typeof isConnected === 'function' ? isConnected(namespace) : isConnected
    if (connected) history[history.length - 1] = { view: 'Account' }
  }
  return { history, direction: 'prev' }
}

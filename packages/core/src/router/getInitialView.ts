import type { RouteEntry } from './views.ts'

export type GetInitialViewParameters = {
  /** The view the caller asked for. */
  requested?: RouteEntry | undefined
  /** An address is connected on the active namespace. */
  hasAddress: boolean
  /** At least one chain adapter is configured. */
  hasAdapters: boolean
  isMobile: boolean
}

/** SPEC §2 opening rules 1–4, in order. */
export function getInitialView(parameters: GetInitialViewParameters): RouteEntry {
  if (parameters.requested) return parameters.requested
  if (parameters.hasAddress) return { view: 'Account' }
  if (!parameters.hasAdapters) {
    return { view: parameters.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  }
  return { view: 'Connect' }
}
